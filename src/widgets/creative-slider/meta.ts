import type { WidgetMeta } from '../../api-types';

// Idle, like the other sliders: without the add-on's stylesheet the server prints every item of
// every track stacked, and taking the tracks over collapses them, so it is done before the visitor
// scrolls there rather than in view.
export default { types: ['ha-creative-slider'], trigger: 'idle' } satisfies WidgetMeta;
