import type { WidgetMeta } from '../../api-types';

// Nothing changes until a visitor copies, so the code can wait until the block is seen.
export default { types: ['ha-source-code'], trigger: 'visible' } satisfies WidgetMeta;
