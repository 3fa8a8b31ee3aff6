// The magnetic pull: the button moves by a share of the pointer's offset from the centre of its
// wrapper, more vertically than horizontally (the add-on's factors).

export const PULL_X = 0.3;
export const PULL_Y = 0.5;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The button's shift in px for a pointer at (x, y), both in the same coordinates as `box`. */
export function magneticOffset(x: number, y: number, box: Box): { x: number; y: number } {
  return {
    x: (x - (box.left + box.width / 2)) * PULL_X,
    y: (y - (box.top + box.height / 2)) * PULL_Y,
  };
}

/** Pixel values rounded to 0.01 px, for a stable CSS value. */
export function px(value: number): string {
  return `${Math.round(value * 100) / 100}px`;
}
