import type { WidgetMeta } from '../../api-types';

// Eager: placing the items changes the grid's height, which moves everything below it, so it is
// best done before the visitor scrolls there.
export default { types: ['ha-image-grid'], trigger: 'eager' } satisfies WidgetMeta;
