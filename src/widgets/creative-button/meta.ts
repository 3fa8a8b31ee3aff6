import type { WidgetMeta } from '../../api-types';

// Only the magnetic pull needs code, and only once the pointer can reach the button.
export default { types: ['ha-creative-button'], trigger: 'visible' } satisfies WidgetMeta;
