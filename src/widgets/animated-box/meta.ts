import type { WidgetMeta } from '../../api-types';

// The server shows the front face; behaviour can wait until the box is seen.
export default { types: ['ha-animated-box'], trigger: 'visible' } satisfies WidgetMeta;
