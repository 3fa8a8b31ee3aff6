import type { WidgetMeta } from '../../api-types';

// Eager: the cards below the fold must be waiting (faded) before the visitor scrolls to them, and
// a timeline taller than the viewport might never reach a visible fraction to trigger on.
export default { types: ['ha-timeline'], trigger: 'eager' } satisfies WidgetMeta;
