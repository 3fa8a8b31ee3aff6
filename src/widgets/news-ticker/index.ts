// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/pause-toggle/pause-toggle.css';
import '../../ui/marquee/marquee.css';
import { defineWidget } from '../../runtime';
import { readTickerSettings } from './dom';
import { NewsTicker } from './NewsTicker';
import { newsTickerSchema } from './settings';

export default defineWidget({
  requires: '.ha-news-ticker-wrapper',
  schema: newsTickerSchema,
  read: readTickerSettings,
  Component: NewsTicker,
});
