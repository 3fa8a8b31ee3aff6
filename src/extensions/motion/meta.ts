import { defineExtensionMeta } from '../define';

/**
 * Elements with the page builder's motion effects (`motion_fx_*`, `background_motion_fx_*` in
 * data-settings). The loader carries this selector: `motion` rather than `motion_fx` costs it fewer
 * bytes, and the chunk looks at the settings themselves.
 */
export default defineExtensionMeta({ selector: '[data-settings*=motion]' });
