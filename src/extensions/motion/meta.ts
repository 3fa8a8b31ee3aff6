import { defineExtensionMeta } from '../define';

/**
 * Elements with the page builder's motion effects (`motion_fx_*`, `background_motion_fx_*` in
 * data-settings; the chunk reads the settings themselves). Not in the loader: it starts on pages the
 * second stage runs on.
 */
export default defineExtensionMeta({ selector: '[data-settings*=motion_fx]' });
