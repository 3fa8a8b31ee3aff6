import type { WidgetMeta } from '../../api-types';

// Eager: the cart sits in the header, the first thing a visitor may reach with the keyboard.
export default { types: ['ha-mini-cart'], trigger: 'eager' } satisfies WidgetMeta;
