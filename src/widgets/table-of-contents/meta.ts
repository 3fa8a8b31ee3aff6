import type { WidgetMeta } from '../../api-types';

// Eager: the list is built from the page's headings, and the active item must follow the scroll from
// the first scroll on, wherever the box sits (a sticky box or one in a sidebar below the fold).
export default { types: ['ha-table-of-contents'], trigger: 'eager' } satisfies WidgetMeta;
