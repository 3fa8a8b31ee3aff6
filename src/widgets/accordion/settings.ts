import { num, schema, type SettingsOf } from '../../settings/schema';

export const accordionSchema = schema({
  // 1-based item opened on load; 0 means "not set" (item 1 opens, unless the server printed one open).
  activeItemIndex: num(0, { integer: true, min: 1, invalid: 1 }),
});

export type AccordionSettings = SettingsOf<typeof accordionSchema>;
