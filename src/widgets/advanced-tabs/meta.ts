import type { WidgetMeta } from '../../api-types';

// Eager: tabs are often above the fold and hiding the inactive panels early keeps layout shift small.
export default { types: ['ha-advanced-tabs'], trigger: 'eager' } satisfies WidgetMeta;
