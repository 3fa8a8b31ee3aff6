import { defineExtensionMeta } from '../define';

/**
 * Hash-action links (`#elementor-action:...`, also `%23`-encoded) and elements carrying one in
 * `data-e-action-hash` (or `e-action-hash`, as older page builder versions print it).
 */
export default defineExtensionMeta({ selector: '[href*=elementor-action],[data-e-action-hash],[e-action-hash]' });
