import { defineExtensionMeta } from '../define';

/** On every page of a site whose config turns display conditions on (`haWidgetsConfig.displayConditions`). */
export default defineExtensionMeta({ selector: 'html', config: 'displayConditions' });
