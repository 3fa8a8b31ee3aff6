import type { WidgetMeta } from '../../api-types';

// Eager: the end action (a redirect above all) must happen on time even when the countdown is off screen.
export default { types: ['ha-countdown'], trigger: 'eager' } satisfies WidgetMeta;
