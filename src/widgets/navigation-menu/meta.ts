import type { WidgetMeta } from '../../api-types';

// Eager: menus sit in the header, above the fold; a tap on the burger must work at once.
export default { types: ['ha-navigation-menu'], trigger: 'eager' } satisfies WidgetMeta;
