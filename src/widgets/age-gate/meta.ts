import type { WidgetMeta } from '../../api-types';

// Eager: the gate covers the page, and a visitor who confirmed before should see it go at once.
export default { types: ['ha-age-gate'], trigger: 'eager' } satisfies WidgetMeta;
