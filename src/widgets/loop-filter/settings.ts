// The taxonomy filter's data-settings as the page builder prints them: the loop grid it drives
// (`selected_element`, the grid's element id), the taxonomy, multiple selection and its join.
import { bool, schema, str, type SettingsOf } from '../../settings/schema';

export const loopFilterSchema = schema({
  selected_element: str(''),
  taxonomy: str('category'),
  multiple_selection: bool(false),
  // Kept as printed: a join other than AND or OR turns filtering off (spec section 5), it does not
  // fall back to a default.
  logical_combination: str('AND'),
});

export type LoopFilterSettings = SettingsOf<typeof loopFilterSchema>;
