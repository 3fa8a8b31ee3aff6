// The sticky video's settings: the wrap's data-ha-player {autoplay, sticky, overlay, play_icon} and,
// from the player's data-plyr-config, muted and loop ({active}), as the add-on prints them.
import { bool, schema, type SettingsOf } from '../../settings/schema';

export const stickySchema = schema({
  /** Starts muted (as browsers require) once on screen; not in the editor, nor when reduced motion is preferred. */
  autoplay: bool(false),
  /** Floats in a corner while it plays and its box is scrolled more than half out at the top. */
  sticky: bool(false),
  /** The printed poster covers the video until the first play. */
  overlay: bool(false),
  play_icon: bool(false),
  muted: bool(false),
  loop: bool(false),
});

export type StickySettings = SettingsOf<typeof stickySchema>;
