import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-news-ticker'], trigger: 'visible' } satisfies WidgetMeta;
