// The circle as the server prints it: an SVG of 120 x 120 user units whose ring has a radius of 54
// (room for a stroke up to 12 wide), drawn clockwise from the top by its stroke dash.

export const VIEW_SIZE = 120;
export const RADIUS = 54;

export function circumference(radius: number): number {
  return 2 * Math.PI * radius;
}

/** The stroke-dashoffset that leaves `percent` (0..100) of a ring of this circumference drawn. */
export function dashOffset(length: number, percent: number): number {
  return length * (1 - Math.min(100, Math.max(0, percent)) / 100);
}

/** Dash lengths as printed in the attributes: two decimals. */
export const printed = (length: number) => length.toFixed(2);
