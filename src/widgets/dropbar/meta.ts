import type { WidgetMeta } from '../../api-types';

// Eager: dropbars sit in headers and menus, above the fold, and a click must work at once.
export default { types: ['ha-dropbar'], trigger: 'eager' } satisfies WidgetMeta;
