// The audio player's settings, with the spec's names (those of the MediaElement.js player the
// original used): controls, startVolume, audioVolume, hasVolumeBar, muted, hideVolumeOnTouchDevices.
import { bool, num, oneOf, schema, type SettingsOf } from '../../settings/schema';

/** The spec's default start volume. */
export const START_VOLUME = 0.8;

export const audioSchema = schema({
  /** Our control bar; off, the browser's own controls stay as printed. */
  controls: bool(true),
  /** 0 to 1 (a percentage above 1 is read as such). */
  startVolume: num(START_VOLUME, { min: 0, max: 100 }),
  /** The volume slider's direction. */
  audioVolume: oneOf(['horizontal', 'vertical'], 'horizontal'),
  /** A volume slider beside the mute button. */
  hasVolumeBar: bool(true),
  /** Starts muted. */
  muted: bool(false),
  /** No volume control where the main pointer is a finger: the device's buttons set the volume. */
  hideVolumeOnTouchDevices: bool(true),
});

export type AudioSettings = SettingsOf<typeof audioSchema>;
