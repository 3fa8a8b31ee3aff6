// The add-on prints its design as `data-design-type` on `.ha-content-switcher-wrapper` (read in dom.ts):
// four two-item toggle designs and `button`, which has one button per item.
import { oneOf, schema, type SettingsOf } from '../../settings/schema';

export const DESIGNS = ['round', 'round-2', 'square', 'square-2', 'button'] as const;

export const switcherSchema = schema({
  select_design: oneOf(DESIGNS, 'round'),
});

export type SwitcherSettings = SettingsOf<typeof switcherSchema>;
