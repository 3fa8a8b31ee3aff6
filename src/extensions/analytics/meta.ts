import { defineExtensionMeta } from '../define';

/** On every page of a site whose config names the analytics endpoints (`haWidgetsConfig.analytics`). */
export default defineExtensionMeta({ selector: 'html', config: 'analytics' });
