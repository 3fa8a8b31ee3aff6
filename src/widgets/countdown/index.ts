// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import './countdown.css';
import { defineWidget } from '../../runtime';
import { Countdown } from './Countdown';
import { readSettings, renderRoot } from './markup';
import { countdownSchema } from './settings';
import '../../ui/visually-hidden.css';
import './countdown.css';

export default defineWidget({
  requires: '.ha-countdown-wrapper, .ha-countdown',
  schema: countdownSchema,
  read: (_element, container) => readSettings(container),
  root: renderRoot,
  Component: Countdown,
});
