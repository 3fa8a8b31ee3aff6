import type { WidgetMeta } from '../../api-types';

// Eager: until mounted, the titles are not focusable, so keyboard visitors could not reach them.
export default { types: ['ha-toggle'], trigger: 'eager' } satisfies WidgetMeta;
