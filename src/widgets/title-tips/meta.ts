import type { WidgetMeta } from '../../api-types';

// Nothing shows before the first hover: the behaviour can wait until the list is seen.
export default { types: ['ha-title-tips'], trigger: 'visible' } satisfies WidgetMeta;
