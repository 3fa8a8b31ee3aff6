import type { WidgetMeta } from '../../api-types';

// Visible: the bars grow when the visitor sees them, not before.
export default { types: ['ha-skills'], trigger: 'visible' } satisfies WidgetMeta;
