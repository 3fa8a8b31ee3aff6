import type { WidgetMeta } from '../../api-types';

// Idle, like ha-carousel: turning the stacked server tweets into one row moves the content below,
// so it is done before the visitor scrolls there.
export default { types: ['ha-twitter-carousel'], trigger: 'idle' } satisfies WidgetMeta;
