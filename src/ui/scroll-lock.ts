// Stops the page behind a modal from scrolling. The scrollbar's width is made up with padding so the
// page does not shift sideways when the scrollbar goes away.

let holders = 0;
let release: (() => void) | undefined;

export function lockScroll(): () => void {
  if (holders++ === 0) {
    const html = document.documentElement;
    const body = document.body;
    const gap = window.innerWidth - html.clientWidth;
    const saved = [html.style.overflow, body.style.paddingRight] as const;
    html.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${parseFloat(getComputedStyle(body).paddingRight) + gap}px`;
    release = () => {
      html.style.overflow = saved[0];
      body.style.paddingRight = saved[1];
    };
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders === 0) release?.();
  };
}
