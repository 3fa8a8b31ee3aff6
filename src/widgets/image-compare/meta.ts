import type { WidgetMeta } from '../../api-types';

// Eager: until mounted both images show one under the other, so the sooner the less the page jumps.
export default { types: ['ha-image-compare'], trigger: 'eager' } satisfies WidgetMeta;
