import { defineExtensionMeta } from '../define';

/**
 * The page builder's lightbox links (`data-elementor-open-lightbox`). Unmarked image links open it too
 * (kit's global image lightbox) once this is loaded; the selector stays this short for the loader's bytes.
 */
export default defineExtensionMeta({ selector: '[data-elementor-open-lightbox]', actions: ['lightbox'] });
