import { defineExtensionMeta } from '../define';

/** Page-builder popup documents; a closed one holds its widgets back until it opens. */
export default defineExtensionMeta({
  selector: '[data-elementor-type=popup]',
  holds: '[data-elementor-type=popup]:not([data-ha-popup=open])',
});
