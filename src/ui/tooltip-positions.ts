// The tooltip's position names, apart from the tooltip itself: a widget's settings can name them
// without loading the tooltip and Floating UI (the pricing table loads those only when a feature has one).

/** The add-on's position names (tipso's): a side, or a corner diagonally past the trigger. */
export const POSITIONS = ['top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type TooltipPosition = (typeof POSITIONS)[number];
