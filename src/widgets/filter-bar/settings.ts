// A stand-alone filter bar (a seed widget) filters items elsewhere on the page: `target` is the
// selector of the element holding them, `item` the selector of the items in it (default: its children).
import { schema, str, type SettingsOf } from '../../settings/schema';

export const filterBarSchema = schema({
  target: str(''),
  item: str(''),
});

export type FilterBarSettings = SettingsOf<typeof filterBarSchema>;
