// Pure rules of the image swap: its state on load, the value of the add-on's state attribute, and
// the accessible name of the box.

export type Trigger = 'hover' | 'click';

/** What shows the second image in hover mode: a mouse over it, the keyboard focus on it, or a tap. */
export interface HoverState {
  pointer: boolean;
  focus: boolean;
  tap: boolean;
}

export const isHoverSwapped = (state: HoverState) => state.pointer || state.focus || state.tap;

/** The add-on's `data-click` value for a state. */
export const clickValue = (swapped: boolean) => (swapped ? 'active' : 'inactive');

/** The name of the box: from the first image with alt text, else what it does. */
export function swapLabel(alts: readonly (string | null)[], trigger: Trigger): string {
  const alt = alts.map((text) => text?.trim() ?? '').find(Boolean);
  if (trigger === 'click') return alt ? `Swap image: ${alt}` : 'Swap image';
  return alt || 'Image';
}
