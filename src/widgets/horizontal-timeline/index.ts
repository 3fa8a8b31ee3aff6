// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/lightbox/lightbox.css';
import 'swiper/css';
import 'swiper/css/effect-fade';
import '../../ui/round-control.css';
import '../../ui/carousel/carousel.css';
import './horizontal-timeline.css';
import { defineWidget } from '../../runtime';
import { HorizontalTimeline } from './HorizontalTimeline';
import { horizontalTimelineSchema } from './settings';
import './horizontal-timeline.css';

export default defineWidget({
  requires: '.ha-horizontal-timeline-wrapper',
  schema: horizontalTimelineSchema,
  Component: HorizontalTimeline,
});
