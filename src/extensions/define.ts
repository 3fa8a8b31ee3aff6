// Page-level behaviour (popups, hash actions, analytics...): not one widget type but any element a
// selector finds. Each extension lives in its own folder with a `meta.ts` (what the build and the
// loader need to know before any of its code loads) and an `index.ts` default-exporting its definition.
import type { HaConfig } from '../api-types';
import type { ExtensionDefinition, ExtensionMeta } from '../internal-types';

export type { ExtensionContext, ExtensionDefinition, ExtensionMeta } from '../internal-types';

export const defineExtension = (definition: ExtensionDefinition): ExtensionDefinition => definition;
export const defineExtensionMeta = (meta: ExtensionMeta): ExtensionMeta => meta;

/** A site-wide feature's settings: `haWidgetsConfig.features[name]` (undefined when not set). */
export const featureSettings = (config: HaConfig, name: string): unknown => (config.features as Record<string, unknown> | undefined)?.[name];
