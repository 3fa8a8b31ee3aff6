// Constants that build.mjs defines at build time.

declare const __HA_VERSION__: string;
/** File name of the loader's hashed second stage (src/loader/boot.ts). */
declare const __HA_BOOT__: string;
/** The keys of every widget's premount lengths (src/widgets/<name>/premount.ts, src/loader/premount-settings.ts). */
declare const __HA_PREMOUNT_SETTINGS__: string[];
/** The selectors of every extension (src/extensions/<name>/meta.ts), joined; `:not(*)` when there is none. */
declare const __HA_EXTENSIONS__: string;
/** Whether any extension is a site-wide feature (`haWidgetsConfig.features`). */
declare const __HA_FEATURES__: boolean;
/** Built widget types that do not start with `ha-` (build.mjs otherTypes), e.g. `taxonomy-filter`. */
declare const __HA_OTHER_TYPES__: string[];
