import { defineWidget } from '../../runtime/define';
import { HorizontalTimeline } from './HorizontalTimeline';
import { horizontalTimelineSchema } from './settings';
import './horizontal-timeline.css';

export default defineWidget({
  pattern: 'enhance',
  schema: horizontalTimelineSchema,
  Component: HorizontalTimeline,
});
