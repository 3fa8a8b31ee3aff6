/** The computed styles that say whether a chart's box has a height of its own (CSS Typed OM strings). */
export interface BoxStyles {
  height: string;
  minHeight: string;
  aspectRatio: string;
  contain: string;
  position: string;
  /** The `display` of the box's parent. */
  parentDisplay: string;
}

// Parents whose in-flow children are as tall as their content unless they say otherwise. A flex or
// grid parent may stretch a child, `display: contents` hands it to the grandparent.
const FLOW_PARENTS = new Set(['block', 'flow-root', 'list-item', 'inline-block']);
const IN_FLOW = new Set(['static', 'relative', 'sticky']);

const pixels = (value: string) => (value.endsWith('px') ? parseFloat(value) : Number.NaN);

/**
 * Whether the box keeps a height without its canvas, where its styles alone tell; undefined where
 * only laying it out without the canvas can tell. `height` is its content height now, canvas included.
 */
export function ownHeightFromStyles(styles: BoxStyles, height: number): boolean | undefined {
  if (!Number.isNaN(pixels(styles.height))) return height > 0;
  if (pixels(styles.minHeight) > 0) return true;
  const contentSized =
    styles.height === 'auto' &&
    (styles.minHeight === 'auto' || pixels(styles.minHeight) === 0) &&
    styles.aspectRatio === 'auto' &&
    styles.contain === 'none' &&
    IN_FLOW.has(styles.position) &&
    FLOW_PARENTS.has(styles.parentDisplay);
  return contentSized ? false : undefined;
}
