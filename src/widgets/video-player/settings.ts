// The video player's settings (the spec's names): autoplay, controls, overlay.
import { bool, schema, type SettingsOf } from '../../settings/schema';

export const videoSchema = schema({
  /** Starts muted (as browsers require) once on screen; not in the editor, nor when reduced motion is preferred. */
  autoplay: bool(false),
  /** Our control bar; without it the video has none (a background video), and a click on it plays or pauses. */
  controls: bool(true),
  /** The printed poster with its play icon covers the video until the first play. */
  overlay: bool(false),
});

export type VideoSettings = SettingsOf<typeof videoSchema>;
