import type { WidgetMeta } from '../../api-types';

// The page builder pro's taxonomy filter (its loop filter widget): not an `ha-` type, so the build
// lists it for the loader (build.mjs otherTypes). Nothing happens until a visitor presses a term.
export default { types: ['taxonomy-filter'], trigger: 'visible' } satisfies WidgetMeta;
