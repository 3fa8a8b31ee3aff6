import type { WidgetMeta } from '../../api-types';

// Eager: the justified layout changes the gallery's height, which moves everything below it, so it
// is best done before the visitor scrolls there.
export default { types: ['ha-justified-gallery'], trigger: 'eager' } satisfies WidgetMeta;
