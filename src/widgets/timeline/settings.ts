import { bool, schema, type SettingsOf } from '../../settings/schema';

// The add-on prints no data-settings for the timeline: its one switch, "Show Scroll Tree?", reaches
// the page as `data-scroll="yes"` on the wrap (absent when off), read into this field by `read`.
export const timelineSchema = schema({
  show_scroll_tree: bool(false),
});

export type TimelineSettings = SettingsOf<typeof timelineSchema>;
