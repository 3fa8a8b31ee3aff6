import './base.css';
import '../../ui/media/controls.css';
import { defineWidget } from '../../runtime';
import { PLAYER, readStickySettings } from './dom';
import { stickySchema } from './settings';
import { StickyVideo } from './StickyVideo';
import './sticky-video.css';

// enhance: the printed player stays; while it plays scrolled half out of view, its box floats.
export default defineWidget({
  requires: PLAYER,
  schema: stickySchema,
  read: (_element, container) => readStickySettings(container),
  Component: StickyVideo,
});
