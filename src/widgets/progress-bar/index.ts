import { defineWidget } from '../../runtime/define';
import { ProgressBar } from './ProgressBar';
import { progressBarSchema } from './settings';

export default defineWidget({
  pattern: 'render',
  schema: progressBarSchema,
  Component: ProgressBar,
});
