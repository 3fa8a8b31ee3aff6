import type { WidgetMeta } from '../../api-types';

// Eager: menus sit in the header, above the fold; a tap on the burger must work at once.
export default { types: ['ha-nav-menu'], trigger: 'eager' } satisfies WidgetMeta;
