import type { WidgetMeta } from '../../api-types';

// Eager: the site header is the first thing on the page; its toggle must work at once.
export default { types: ['ha-site-menu'], trigger: 'eager' } satisfies WidgetMeta;
