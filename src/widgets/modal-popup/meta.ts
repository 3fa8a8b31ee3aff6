import type { WidgetMeta } from '../../api-types';

// Eager: the trigger must work at once wherever it sits, and a page-load popup counts from the load.
export default { types: ['ha-modal-popup'], trigger: 'eager' } satisfies WidgetMeta;
