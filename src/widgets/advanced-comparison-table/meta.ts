import type { WidgetMeta } from '../../api-types';

// Eager: on tablets and phones it hides all plan columns but one, a large change best made before the
// visitor looks; and until mounted the collapse icons cannot be reached by keyboard.
export default { types: ['ha-advanced-comparison-table'], trigger: 'eager' } satisfies WidgetMeta;
