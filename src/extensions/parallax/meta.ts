import { defineExtensionMeta } from '../define';

/** Sections and containers carrying the add-on's multi-layer parallax list (with `ha-multi-layer-parallax--yes`). */
export default defineExtensionMeta({ selector: '[data-ha-multi-layer-parallax]' });
