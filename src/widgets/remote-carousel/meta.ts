import type { WidgetMeta } from '../../api-types';

// Idle, like the carousels it drives: its buttons only matter once a carousel is there to move.
export default { types: ['ha-remote-carousel'], trigger: 'idle' } satisfies WidgetMeta;
