import { defineExtensionMeta } from '../define';

/** Elements with the page builder's motion effects (`motion_fx_*`, `background_motion_fx_*` in data-settings). */
export default defineExtensionMeta({ selector: '[data-settings*=motion_fx]' });
