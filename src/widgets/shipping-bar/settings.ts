// Settings of ha-shipping-bar (see fixtures/widgets/shipping-bar.html for the markup). The add-on
// prints them as JSON on the inner `.ha-fsb-container[data-fsb_settings]`, not in data-settings:
//   {"progress_type":"percent","currencySymbol":"&#36;","target_amount":100,"achive_percent":0,
//    "cart_total":0,"ha_fsb_animation_speed":15,"announcement":"...","fsb_success_message":"..."}
import { num, oneOf, schema, str, type SettingsOf } from '../../settings/schema';

export const shippingBarSchema = schema({
  target_amount: num(0, { min: 0 }),
  // The add-on's own control names the amount type `figure_amount`.
  progress_type: oneOf(['percent', 'amount', 'figure_amount'], 'percent'),
  currencySymbol: str(''),
  /** Milliseconds the bar's width takes to change. */
  ha_fsb_animation_speed: num(15, { min: 0, max: 10_000 }),
  announcement: str(''),
  fsb_success_message: str(''),
  /** The progress when the server printed the bar, which decides the message it printed. */
  achive_percent: num(0),
  /** The cart subtotal when the server printed the bar. */
  cart_total: num(0, { min: 0 }),
});

export type ShippingBarSettings = SettingsOf<typeof shippingBarSchema>;
