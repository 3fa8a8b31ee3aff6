import type { WidgetMeta } from '../../api-types';

// Visible: FullCalendar is the heaviest vendor chunk; it loads when a calendar comes near the viewport.
export default { types: ['ha-event-calendar'], trigger: 'visible' } satisfies WidgetMeta;
