// Pure rules of the image comparison. The offset is the before image's share, in percent, measured
// from the left (horizontal) or the top (vertical).

export const ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const MOVE_MODES = ['on_hover', 'on_swipe', 'on_click'] as const;
export type MoveMode = (typeof MOVE_MODES)[number];

/** Keyboard steps, in percent. */
export const STEP = 5;
export const PAGE_STEP = 20;

export interface Movement {
  /** The handle follows the mouse over the images, no button pressed. */
  follow: boolean;
  /** A click (or tap) on the images moves the handle there. */
  clickToMove: boolean;
}

/** The handle can always be dragged; the modes add moving without it (twentytwenty's options). */
export function movement(mode: MoveMode): Movement {
  return { follow: mode === 'on_hover', clickToMove: mode === 'on_click' };
}

export const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The offset for a pointer at (x, y) over the images' box; null when the box has no size yet. */
export function percentFromPoint(x: number, y: number, box: Box, orientation: Orientation): number | null {
  const size = orientation === 'horizontal' ? box.width : box.height;
  if (!(size > 0)) return null;
  const along = orientation === 'horizontal' ? x - box.left : y - box.top;
  return clampPercent((along / size) * 100);
}

/**
 * The slider's value as WAI-ARIA counts it, minimum at the left or the bottom: the offset itself
 * when horizontal, the after image's share when vertical. So Up moves the handle up, as it says.
 */
export function sliderValue(offset: number, orientation: Orientation): number {
  return orientation === 'horizontal' ? offset : 100 - offset;
}

/** The offset after a key press on the handle (WAI-ARIA slider keys), or null for other keys. */
export function offsetForKey(key: string, offset: number, orientation: Orientation): number | null {
  const value = sliderValue(offset, orientation);
  let next: number;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      next = value + STEP;
      break;
    case 'ArrowLeft':
    case 'ArrowDown':
      next = value - STEP;
      break;
    case 'PageUp':
      next = value + PAGE_STEP;
      break;
    case 'PageDown':
      next = value - PAGE_STEP;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = 100;
      break;
    default:
      return null;
  }
  return sliderValue(clampPercent(next), orientation);
}

/** What a screen reader says for the position: each image's visible share. */
export function valueText(offset: number, before: string, after: string): string {
  const shown = Math.round(offset);
  return `${before || 'Before'} ${shown}%, ${after || 'After'} ${100 - shown}%`;
}
