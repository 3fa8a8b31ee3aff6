// Entrance and exit animations by the page builder's animation names (fadeIn, fadeInUp, zoomIn,
// slideInLeft, ...), played with the Web Animations API so that they work without the page builder's
// animation stylesheet. An exit plays its keyframes backwards, as the page builder's `reverse` does.
type Frames = Keyframe[];

const SHIFT: Record<string, string> = {
  Up: 'translate3d(0, 100%, 0)',
  Down: 'translate3d(0, -100%, 0)',
  Left: 'translate3d(-100%, 0, 0)',
  Right: 'translate3d(100%, 0, 0)',
};

/** The keyframes an animation name stands for; an unknown name fades. None for '' and 'none'. */
export function animationFrames(name: string): Frames | null {
  if (!name || name === 'none') return null;
  const match = /^(fade|zoom|slide|bounce|rotate|light|roll|flip)(?:In)?(Up|Down|Left|Right)?/.exec(name);
  const kind = match?.[1] ?? 'fade';
  const shift = match?.[2] ? SHIFT[match[2]] : undefined;
  if (kind === 'slide') return [{ transform: shift ?? SHIFT.Up, visibility: 'visible' }, { transform: 'translate3d(0, 0, 0)' }];
  if (kind === 'zoom' || kind === 'bounce')
    return [
      { opacity: 0, transform: `${shift ?? ''} scale3d(0.3, 0.3, 0.3)`.trim() },
      { opacity: 1, transform: 'none' },
    ];
  if (kind === 'fade' && shift) return [{ opacity: 0, transform: shift }, { opacity: 1, transform: 'none' }];
  return [{ opacity: 0 }, { opacity: 1 }];
}

/** Plays `name` on `element` for `seconds`; resolves when it ends (at once when there is nothing to play). */
export function playAnimation(element: HTMLElement, name: string, seconds: number, reverse = false): Promise<void> {
  const frames = animationFrames(name);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (!frames || reduced || !(seconds > 0) || typeof element.animate !== 'function') return Promise.resolve();
  const animation = element.animate(frames, { duration: seconds * 1000, easing: 'ease', direction: reverse ? 'reverse' : 'normal', fill: 'backwards' });
  return animation.finished.then(
    () => undefined,
    () => undefined,
  );
}
