import type { WidgetMeta } from '../../api-types';

// Visible: a calendar is drawn when it comes near the viewport.
export default { types: ['ha-event-calendar'], trigger: 'visible' } satisfies WidgetMeta;
