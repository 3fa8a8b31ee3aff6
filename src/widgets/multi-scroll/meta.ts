import type { WidgetMeta } from '../../api-types';

// Visible: the split columns are built when the widget comes near the viewport; until then the
// premount stylesheet gives the printed markup the same geometry.
export default { types: ['ha-multi-scroll'], trigger: 'visible' } satisfies WidgetMeta;
