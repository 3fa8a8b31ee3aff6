// The media players' shared engine: the controls, one player at a time, the `ha:media-play`
// announcement, and YouTube and Vimeo players whose APIs load only on the first play.
export { Controls, type ControlsProps } from './Controls';
export { PlayerControls, type PlayerControlsProps } from './PlayerControls';
export { useVideoSource } from './use-video-source';
export { useVideoBasics } from './use-video-basics';
export { usePlayer, type PlayerHandle, type PlayerOptions, type PlayerSource } from './use-player';
export { embedFromUrl, volumeFraction, type EmbedSource, type Provider } from './logic';
export { MEDIA_PLAY_EVENT, type MediaPlayDetail } from './playback';
export { useTouchOnly } from './touch';
export { readSource, mediaTitle } from './source';
export { useOverlay } from './use-overlay';
export { useAutoplay } from './use-autoplay';
