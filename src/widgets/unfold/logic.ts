// Pure rules of the unfold widget.

/** The spec's slide: 500 ms (the collapsed height's default is declared in premount.ts). */
export const DEFAULT_DURATION = 500;

export interface ButtonLabel {
  /** Icon font classes, '' for none. */
  icon: string;
  text: string;
}

/**
 * What the button shows: while the content is open, the fold icon and text; otherwise (or when
 * both are empty, which would leave the button without a name) null, meaning the server's own
 * content, which the add-on printed from the unfold text and icon.
 */
export function buttonLabel(open: boolean, foldText: string, foldIcon: string): ButtonLabel | null {
  return open && (foldText || foldIcon) ? { icon: foldIcon, text: foldText } : null;
}

const CLASS_LIST = /^[\w-]+(\s+[\w-]+)*$/;

/** An icon control's value as a class list: '' for none, null when it is not one (e.g. an SVG upload). */
export function iconClass(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string') return null;
  const classes = value.trim();
  return CLASS_LIST.test(classes) ? classes : null;
}
