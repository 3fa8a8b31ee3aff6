import type { WidgetMeta } from '../../api-types';

// The filter bar and the more button do nothing until seen; the layout is CSS, right from the premount
// stylesheet, so mounting later moves nothing.
export default { types: ['ha-portfolio'], trigger: 'visible' } satisfies WidgetMeta;
