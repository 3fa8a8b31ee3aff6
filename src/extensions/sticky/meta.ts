import { defineExtensionMeta } from '../define';

/**
 * The page builder's sticky sections, containers and widgets (`"sticky":"top"` or `"bottom"` in
 * data-settings). The loader carries this selector: `ticky` finds the same elements as `sticky` for a
 * byte less of its budget, and the chunk looks at the settings themselves.
 */
export default defineExtensionMeta({ selector: '[data-settings*=ticky]' });
