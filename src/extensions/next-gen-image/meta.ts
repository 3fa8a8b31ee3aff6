import { defineExtensionMeta } from '../define';

/** On every page of a site whose config asks for the format classes (`haWidgetsConfig.nextGenImages`). */
export default defineExtensionMeta({ selector: 'html', config: 'nextGenImages' });
