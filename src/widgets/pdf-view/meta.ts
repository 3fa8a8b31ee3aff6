import type { WidgetMeta } from '../../api-types';

// The document loads only when its place comes near the viewport.
export default { types: ['ha-pdf-view'], trigger: 'visible' } satisfies WidgetMeta;
