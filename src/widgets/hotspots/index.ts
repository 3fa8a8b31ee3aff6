// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/tooltip/tooltip.css';
import './hotspots.css';
import { defineWidget } from '../../runtime';
import { Hotspots } from './Hotspots';
import { hotspotsSchema } from './settings';
import './hotspots.css';

export default defineWidget({
  requires: '.ha-hotspots__item[data-target]',
  schema: hotspotsSchema,
  Component: Hotspots,
});
