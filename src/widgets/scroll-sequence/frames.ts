// Fetching a sequence's frames: a few at a time, nearest the frame shown first, each decoded before
// it counts as loaded (so drawing it never waits). A folder where the first frames all fail is
// given up rather than asked for thousands of missing files.
import { loadOrder } from './logic';

const AT_ONCE = 4;
const FAILURES_BEFORE_GIVING_UP = 5;

export interface Frames {
  readonly images: readonly (HTMLImageElement | undefined)[];
  readonly loaded: readonly boolean[];
  stop(): void;
}

export function loadFrames(urls: readonly string[], first: number, onLoad: (index: number) => void, onGiveUp: () => void): Frames {
  const images: (HTMLImageElement | undefined)[] = [];
  const loaded = urls.map(() => false);
  const queue = loadOrder(urls.length, first);
  let stopped = false;
  let failures = 0;
  let successes = 0;

  const next = async (): Promise<void> => {
    const index = queue.shift();
    if (index === undefined || stopped) return;
    const image = new Image();
    image.decoding = 'async';
    image.src = urls[index];
    try {
      await image.decode();
      if (stopped) return;
      images[index] = image;
      loaded[index] = true;
      successes++;
      onLoad(index);
    } catch {
      if (stopped) return;
      if (++failures >= FAILURES_BEFORE_GIVING_UP && !successes) {
        stopped = true;
        onGiveUp();
        return;
      }
    }
    return next();
  };
  for (let i = 0; i < AT_ONCE; i++) void next();
  return {
    images,
    loaded,
    stop() {
      stopped = true;
      queue.length = 0;
    },
  };
}
