import type { WidgetMeta } from '../../api-types';

// Eager: it changes the table's height (empty rows go), best done before the visitor looks at it.
export default { types: ['ha-data-table'], trigger: 'eager' } satisfies WidgetMeta;
