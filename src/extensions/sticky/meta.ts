import { defineExtensionMeta } from '../define';

/** The page builder's sticky sections, containers and widgets (`"sticky":"top"` or `"bottom"` in data-settings). */
export default defineExtensionMeta({ selector: '[data-settings*=sticky]' });
