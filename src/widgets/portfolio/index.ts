// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import '../../ui/filter-bar/filter-bar.css';
import './portfolio.css';
import { defineWidget } from '../../runtime';
import { Portfolio } from './Portfolio';
import { portfolioSchema } from './settings';

export default defineWidget({
  requires: '.ha-portfolio__grid',
  schema: portfolioSchema,
  Component: Portfolio,
});
