import { defineExtensionMeta } from '../define';

/**
 * Sections and containers with the add-on's background parallax switched on (`ha-bg-parallax-yes`;
 * the chunk reads `data-ha-bg-parallax`, which the editor prints on an element inside).
 */
export default defineExtensionMeta({ selector: '.ha-bg-parallax-yes' });
