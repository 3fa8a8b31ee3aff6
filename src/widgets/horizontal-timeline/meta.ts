import type { WidgetMeta } from '../../api-types';

// Idle, like ha-carousel: turning the stacked server items into one row moves the content below, so
// it is done before the visitor scrolls there.
export default { types: ['ha-horizontal-timeline'], trigger: 'idle' } satisfies WidgetMeta;
