import { num, schema, type SettingsOf } from '../../settings/schema';

export const tabsSchema = schema({
  // 1-based; 0 means "not set" so a tab the server already marked active can win.
  activeItemIndex: num(0, { integer: true, min: 1, invalid: 1 }),
});

export type TabsSettings = SettingsOf<typeof tabsSchema>;
