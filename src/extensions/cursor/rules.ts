// The add-on's custom mouse cursor, kept off: which classes hide the visitor's own pointer, and the
// one that hides the follower element (`ha-init-hide`, as the add-on does when the cursor is off).

/** Body classes the add-on sets to hide the real pointer while its follower is drawn instead. */
export const POINTER_HIDING_CLASSES: readonly string[] = ['hm-init-default-cursor-none', 'hm-init-cmc-cursor-none'];
export const CURSOR_SELECTOR = '.ha-cursor';
export const HIDDEN_CLASS = 'ha-init-hide';

/** The pointer-hiding classes `classList` holds. */
export const pointerHidingIn = (classList: Iterable<string>): string[] => [...classList].filter((name) => POINTER_HIDING_CLASSES.includes(name));
