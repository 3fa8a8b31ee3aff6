import type { WidgetMeta } from '../../api-types';

// Eager: mounted at once, a bar below the fold shows 0 and waits to be seen, so it never shows its
// final value first and then jumps back to 0 as the visitor scrolls to it.
export default { types: ['ha-progress-bar'], trigger: 'eager' } satisfies WidgetMeta;
