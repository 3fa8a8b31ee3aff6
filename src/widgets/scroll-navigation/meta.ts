import type { WidgetMeta } from '../../api-types';

// Eager: the navigation is fixed at the viewport's side, the address hash is read on load, and the
// keys and wheel switch sections from the first input.
export default { types: ['ha-scroll-navigation'], trigger: 'eager' } satisfies WidgetMeta;
