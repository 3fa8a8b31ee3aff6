// Inline icons for the controls the adapter adds (decorative: the buttons carry the names).
const icon = (path: string) =>
  `<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20"><path d="${path}"/></svg>`;

export const ICONS = {
  prev: icon('M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z'),
  next: icon('M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z'),
  pause: icon('M7 5h3v14H7zm7 0h3v14h-3z'),
  play: icon('M8 5v14l11-7z'),
};
