import type { WidgetMeta } from '../../api-types';

// Idle, not visible: restructuring the stacked server slides into a row moves the content below, so it
// is done before the visitor scrolls there rather than in view.
export default { types: ['ha-carousel'], trigger: 'idle' } satisfies WidgetMeta;
