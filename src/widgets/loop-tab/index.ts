// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/pause-toggle/pause-toggle.css';
import './loop-tab.css';
import { defineWidget } from '../../runtime';
import { LoopTab } from './LoopTab';
import { loopTabSchema } from './settings';
import './loop-tab.css';

export default defineWidget({
  requires: '.ha-loop-tab-wrapper',
  schema: loopTabSchema,
  Component: LoopTab,
});
