import type { WidgetMeta } from '../../api-types';

// Visible: nothing changes on the printed product until a visitor uses a button in it.
export default { types: ['ha-single-product'], trigger: 'visible' } satisfies WidgetMeta;
