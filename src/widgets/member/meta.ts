import type { WidgetMeta } from '../../api-types';

// The lightbox opens from a button on the card: nothing to do until the card is seen.
export default { types: ['ha-member'], trigger: 'visible' } satisfies WidgetMeta;
