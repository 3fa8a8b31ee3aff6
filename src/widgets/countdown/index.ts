import { defineWidget } from '../../runtime/define';
import { Countdown } from './Countdown';
import { readSettings, renderRoot } from './markup';
import { countdownSchema } from './settings';
import '../../ui/visually-hidden.css';
import './countdown.css';

export default defineWidget({
  pattern: 'render',
  schema: countdownSchema,
  read: (_element, container) => readSettings(container),
  root: renderRoot,
  Component: Countdown,
});
