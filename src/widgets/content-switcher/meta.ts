import type { WidgetMeta } from '../../api-types';

// Eager: the server may print no section (or several) as active; settling on one early keeps shifts small.
export default { types: ['ha-content-switcher'], trigger: 'eager' } satisfies WidgetMeta;
