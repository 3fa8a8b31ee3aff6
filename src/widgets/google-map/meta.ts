import type { WidgetMeta } from '../../api-types';

// Visible: Leaflet and the tiles load only once the map comes near the screen.
export default { types: ['ha-google-map'], trigger: 'visible', threshold: 0 } satisfies WidgetMeta;
