import type { WidgetMeta } from '../../api-types';

// Eager: the content shows in full until the widget folds it, so the sooner the less it jumps.
export default { types: ['ha-unfold'], trigger: 'eager' } satisfies WidgetMeta;
