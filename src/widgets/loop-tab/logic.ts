// Pure rules of the loop tab: the size of a tab's border, the geometry of its stroke, the rotation.

export const DEFAULT_DELAY = 8000;
export const DEFAULT_WIDTH = 280;
export const DEFAULT_HEIGHT = 65;
export const MIN_HEIGHT = 45;
/** The add-on's default: half the default height, a pill. */
export const DEFAULT_RADIUS = 32.5;
export const DEFAULT_STROKE = 2;

export interface ItemSize {
  width: number;
  height: number;
  radius: number;
  stroke: number;
}

export interface SizeSettings {
  tab_nav_item_width: number;
  tab_nav_item_height: number;
  tab_nav_item_border_radius: number;
  tab_nav_item_stroke_width: number;
}

/** A given height of at least the minimum is used, a smaller one becomes the minimum. */
export function itemHeight(given: number): number {
  return Math.max(MIN_HEIGHT, given);
}

export function itemSize(settings: SizeSettings): ItemSize {
  const height = itemHeight(settings.tab_nav_item_height);
  return {
    width: settings.tab_nav_item_width,
    height,
    radius: Math.min(settings.tab_nav_item_border_radius, height / 2),
    stroke: settings.tab_nav_item_stroke_width,
  };
}

/** The perimeter of a rectangle whose corners are quarter circles of `radius`. */
export function roundedRectLength(width: number, height: number, radius: number): number {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  return 2 * (width + height) - 8 * r + 2 * Math.PI * r;
}

/** Where the border's stroke runs, in the item's own px: inset by half the stroke so it stays inside. */
export interface BorderShape {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  stroke: number;
  length: number;
}

export function borderShape(size: ItemSize): BorderShape {
  const stroke = Math.max(0, Math.min(size.stroke, size.width / 2, size.height / 2));
  const inset = stroke / 2;
  const width = size.width - stroke;
  const height = size.height - stroke;
  // The stroke's outer edge follows the item's rounded corner.
  const radius = Math.max(0, Math.min(size.radius, size.width / 2, size.height / 2) - inset);
  return { x: inset, y: inset, width, height, radius, stroke, length: roundedRectLength(width, height, radius) };
}

/** The tab after `index`, wrapping to the first. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : -1;
}

/** Hover activates tabs only in the hover action, and never on narrow screens (767 px or less). */
export function hoverActivates(action: string, narrow: boolean): boolean {
  return action === 'on_hover' && !narrow;
}
