import { defineExtensionMeta } from '../define';

/**
 * Sections and containers carrying the add-on's multi-layer parallax list (with
 * `ha-multi-layer-parallax--yes`). Not in the loader: it starts on pages the second stage runs on.
 */
export default defineExtensionMeta({ selector: '[data-ha-multi-layer-parallax]', wakesLoader: false });
