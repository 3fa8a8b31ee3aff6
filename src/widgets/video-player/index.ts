import './base.css';
import '../../ui/media/controls.css';
import '../../ui/pause-toggle/pause-toggle.css';
import { defineWidget } from '../../runtime';
import { MEDIA } from './dom';
import { videoSchema } from './settings';
import { VideoPlayer } from './VideoPlayer';
import './video-player.css';

// enhance: the printed <video> (or the provider's placeholder) stays; the controls are added over it.
export default defineWidget({ requires: MEDIA, schema: videoSchema, Component: VideoPlayer });
