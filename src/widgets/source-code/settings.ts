// The source code block prints its settings on `.ha-source-code` (read in dom.ts): `data-lng-type`,
// the language, and `data-after-copy`, the button's text once the code is copied (empty: unchanged).
import { schema, str, type SettingsOf } from '../../settings/schema';

export const sourceCodeSchema = schema({
  lng_type: str(''),
  after_copy: str(''),
});

export type SourceCodeSettings = SettingsOf<typeof sourceCodeSchema>;
