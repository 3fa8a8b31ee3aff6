// What a slider's controls say and draw, for sliders on the carousel engine and those without it
// (the creative slider): a module of its own, so that the latter load none of the engine's rules.

/** The paths of the inline icons for the controls (drawn by ./svg-icon.ts, or as JSX; decorative: the buttons carry the names). */
export const ICONS = {
  prev: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
  pause: 'M7 5h3v14H7zm7 0h3v14h-3z',
  play: 'M8 5v14l11-7z',
};

export const slideLabel = (index: number, count: number) => `${index + 1} of ${count}`;
export const announcement = (index: number, count: number) => `Slide ${slideLabel(index, count)}`;
