import type { WidgetMeta } from '../../api-types';

// Eager: the navigation is usually fixed at the viewport's side, and its current item must follow
// the scroll from the start.
export default { types: ['ha-one-page-nav'], trigger: 'eager' } satisfies WidgetMeta;
