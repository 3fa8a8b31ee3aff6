import './base.css';
import '../../ui/media/controls.css';
import { defineWidget } from '../../runtime';
import { AudioPlayer, MEDIA } from './AudioPlayer';
import { audioSchema } from './settings';
import './audio-player.css';

// enhance: the printed <audio> plays the sound; the bar replaces the browser's controls.
export default defineWidget({ requires: MEDIA, schema: audioSchema, Component: AudioPlayer });
