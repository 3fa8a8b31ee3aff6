import type { WidgetMeta } from '../../api-types';

// Eager: paging shortens the table, best done before the visitor looks at it.
export default { types: ['ha-advanced-data-table'], trigger: 'eager' } satisfies WidgetMeta;
