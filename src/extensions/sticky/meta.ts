import { defineExtensionMeta } from '../define';

/**
 * The page builder's sticky sections, containers and widgets (`"sticky":"top"` or `"bottom"` in
 * data-settings; the chunk reads the settings themselves). Not in the loader: it starts on pages the
 * second stage runs on.
 */
export default defineExtensionMeta({ selector: '[data-settings*=sticky]' });
