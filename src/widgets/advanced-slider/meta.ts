import type { WidgetMeta } from '../../api-types';

// Idle, like the other Swiper widgets: laying the stacked server slides out in one row moves the
// content below, so it is done before the visitor scrolls there.
export default { types: ['ha-advanced-slider'], trigger: 'idle' } satisfies WidgetMeta;
