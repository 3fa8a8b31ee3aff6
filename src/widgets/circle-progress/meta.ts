import type { WidgetMeta } from '../../api-types';

// Eager: mounted at once, a circle below the fold shows 0 and waits to be seen, so it never shows
// its final value first and then jumps back to 0 as the visitor scrolls to it.
export default { types: ['ha-circle-progress'], trigger: 'eager' } satisfies WidgetMeta;
