import type { WidgetMeta } from '../../api-types';

// Eager: the toggle may be any element of the page, and the widget itself may show nothing at all.
export default { types: ['ha-off-canvas'], trigger: 'eager' } satisfies WidgetMeta;
