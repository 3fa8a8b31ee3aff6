import { defineExtensionMeta } from '../define';

/** On every page of a site whose config turns smooth scrolling on (`haWidgetsConfig.smoothScroll`). */
export default defineExtensionMeta({ selector: 'html', config: 'smoothScroll' });
