// The add-on prints its settings on `.ha-age-gate-wrapper` (read in dom.ts): `data-age_gate_cookies_time`
// (days the confirmation is kept; absent when 0), `data-userbirth` (the required age, date-of-birth
// variant only) and `data-editor_mood="no"` (absent when the gate should show in the editor).
import { num, oneOf, schema, type SettingsOf } from '../../settings/schema';

export const ageGateSchema = schema({
  age_gate_cookies_time: num(0, { min: 0 }),
  userbirth: num(18, { min: 0, integer: true }),
  editor_mood: oneOf(['yes', 'no'], 'yes'),
});

export type AgeGateSettings = SettingsOf<typeof ageGateSchema>;
