import type { WidgetMeta } from '../../api-types';

// Visible: the count starts when the visitor sees the number, not before.
export default { types: ['ha-fun-factor'], trigger: 'visible' } satisfies WidgetMeta;
