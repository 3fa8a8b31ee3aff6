import { easeStep, settled, type Point } from './logic';

export interface Frames {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

export interface Follower {
  /** Goes to `target` at once. */
  jump(target: Point): void;
  /** Eases toward `target` frame by frame; jumps when nothing is placed yet. */
  follow(target: Point): void;
  /** Stops; the next `follow` jumps. */
  stop(): void;
}

/** Moves something toward a target by `factor` of the distance per frame, calling `apply` each frame. */
export function createFollower(apply: (position: Point) => void, factor: number, frames: Frames): Follower {
  let position: Point | null = null;
  let target: Point | null = null;
  let frame = 0;
  const cancel = () => {
    if (frame) frames.cancel(frame);
    frame = 0;
  };
  const tick = () => {
    frame = 0;
    if (!position || !target) return;
    position = settled(position, target) ? target : easeStep(position, target, factor);
    apply(position);
    if (position !== target) frame = frames.request(tick);
  };
  const jump = (to: Point) => {
    cancel();
    position = target = to;
    apply(to);
  };
  return {
    jump,
    follow(to) {
      if (!position) return jump(to);
      target = to;
      if (!frame) frame = frames.request(tick);
    },
    stop() {
      cancel();
      position = target = null;
    },
  };
}
