import type { WidgetMeta } from '../../api-types';

// Eager: a default filter other than "all" hides items, which is best done before the visitor sees them.
export default { types: ['ha-filter-bar'], trigger: 'eager' } satisfies WidgetMeta;
