import { defineWidget } from '../../runtime/define';
import { CircleProgress } from './CircleProgress';
import { circleProgressSchema } from './settings';

export default defineWidget({
  pattern: 'render',
  schema: circleProgressSchema,
  Component: CircleProgress,
});
