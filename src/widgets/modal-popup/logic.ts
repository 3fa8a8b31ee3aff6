// Pure rules of the modal popup: its entrance animation and when a video gets its source back.

/** Milliseconds between closing and an embedded video getting its source back (spec, section 9). */
export const VIDEO_RESTORE_MS = 500;

/** animate.css's default duration. */
export const ENTRANCE_MS = 1000;

const FAR = '2000px';

const shift: Record<string, string> = {
  Down: `0, -100%, 0`,
  Up: `0, 100%, 0`,
  Left: `-100%, 0, 0`,
  Right: `100%, 0, 0`,
};

const zoomShift: Record<string, string> = {
  Down: `0, -${FAR}, 0`,
  Up: `0, ${FAR}, 0`,
  Left: `-${FAR}, 0, 0`,
  Right: `${FAR}, 0, 0`,
};

/**
 * The keyframes of an animate.css entrance (`animate__zoomIn`, `fadeInUp`, ...) for the Web
 * Animations API, so the popup animates without animate.css on the page. Unknown names fade in.
 */
export function entranceFrames(animation: string): Keyframe[] {
  const name = animation.trim().replace(/^animate__/, '');
  const match = /^(fade|slide|zoom)In(Down|Up|Left|Right)?$/.exec(name);
  const [, kind = 'fade', side] = match ?? [];
  if (kind === 'slide') {
    return [{ transform: `translate3d(${shift[side ?? 'Up']})` }, { transform: 'translate3d(0, 0, 0)' }];
  }
  if (kind === 'zoom') {
    const from = side ? `scale3d(.1, .1, .1) translate3d(${zoomShift[side]})` : 'scale3d(.3, .3, .3)';
    return [{ opacity: 0, transform: from }, { opacity: 1, offset: 0.6 }, { opacity: 1, transform: 'none' }];
  }
  return side
    ? [{ opacity: 0, transform: `translate3d(${shift[side]})` }, { opacity: 1, transform: 'translate3d(0, 0, 0)' }]
    : [{ opacity: 0 }, { opacity: 1 }];
}

/** The class animate.css would animate with (`animate__zoomIn`), or null for a name that is not a class. */
export function animationClass(animation: string): string | null {
  const name = animation.trim();
  return /^[\w-]+$/.test(name) ? name : null;
}
