/**
 * Tells widgets nested in a panel that it was shown or hidden: a window `resize` (so carousels and
 * grids measure themselves again) and the add-on's `ha:nested:change` event.
 */
export function notifyNestedChange(detail: { element: Element; index: number; expanded?: boolean }): void {
  window.dispatchEvent(new Event('resize'));
  window.dispatchEvent(new CustomEvent('ha:nested:change', { detail }));
}
