// How far an element has travelled through the viewport, for effects driven by scrolling.

/** 0 while the element's top is at the viewport's bottom edge, 1 once its bottom reaches the top edge. */
export function viewportProgress(top: number, height: number, viewportHeight: number): number {
  const travel = viewportHeight + height;
  return travel > 0 ? clamp01((viewportHeight - top) / travel) : 0;
}

/** Progress within a range of it given in percent (`start` to `end`): 0 before, 1 after. */
export function rangeProgress(progress: number, start: number, end: number): number {
  if (end <= start) return progress * 100 >= end ? 1 : 0;
  return clamp01((progress * 100 - start) / (end - start));
}

export const clamp01 = (value: number): number => (value < 0 ? 0 : value > 1 ? 1 : value || 0);
