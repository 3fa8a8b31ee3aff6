// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import './post-tab.css';
import { defineWidget } from '../../runtime';
import { readPostTab } from './dom';
import { PostTab } from './PostTab';
import { postTabSchema } from './settings';
import '../../ui/visually-hidden.css';
import './post-tab.css';

export default defineWidget({
  requires: '.ha-post-tab',
  schema: postTabSchema,
  read: (_element, container) => readPostTab(container),
  Component: PostTab,
});
