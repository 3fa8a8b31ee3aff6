import './base.css';
import { defineWidget } from '../../runtime';
import { readScrollSwitch } from './dom';
import { timelineSchema } from './settings';
import { Timeline } from './Timeline';
import './timeline.css';

export default defineWidget({
  requires: '.ha-timeline-wrap',
  schema: timelineSchema,
  read: (_element, container) => readScrollSwitch(container),
  Component: Timeline,
});
