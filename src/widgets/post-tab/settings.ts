// Post tab settings come from attributes of `.ha-post-tab` (read in dom.ts), not data-settings:
// `data-event` ('click', or 'hover touchstart' for the hover action) and `data-query-args` (JSON
// the server expects back as `post_tab_query`).
import { json, schema, type Field, type SettingsOf } from '../../settings/schema';

export type TabEvent = 'click' | 'hover';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The jQuery event list the add-on prints: any list naming `hover` is the hover action. */
function tabEvent(fallback: TabEvent): Field<TabEvent> {
  return {
    default: fallback,
    coerce(value) {
      const names = typeof value === 'string' ? value.trim().toLowerCase().split(/\s+/) : [];
      if (names.includes('hover')) return { ok: true, value: 'hover' };
      if (names.length === 1 && names[0] === 'click') return { ok: true, value: 'click' };
      return { ok: false, value: fallback };
    },
  };
}

export const postTabSchema = schema({
  event: tabEvent('click'),
  query_args: json<Record<string, unknown>>({}, isRecord),
});

export type PostTabSettings = SettingsOf<typeof postTabSchema>;
