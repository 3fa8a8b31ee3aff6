// The add-on prints the magnetic switch as `data-magnetic="yes"` on `.ha-creative-btn-wrap` (read in
// dom.ts); the effects themselves are classes on the button that its stylesheet animates.
import { bool, schema, type SettingsOf } from '../../settings/schema';

export const creativeButtonSchema = schema({
  magnetic: bool(false),
});

export type CreativeButtonSettings = SettingsOf<typeof creativeButtonSchema>;
