// Smart post list settings come from `.ha-spl-wrapper` (read in dom.ts): data-settings (the query
// the server expects back as querySettings), data-offset (posts per page) and data-total-offset
// (the offset of the posts printed).
import { json, num, schema, type SettingsOf } from '../../settings/schema';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const smartPostListSchema = schema({
  query_settings: json<Record<string, unknown>>({}, isRecord),
  per_page: num(4, { min: 1, integer: true }),
  total_offset: num(0, { min: 0, integer: true }),
});

export type SmartPostListSettings = SettingsOf<typeof smartPostListSchema>;
