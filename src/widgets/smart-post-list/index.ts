// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import { defineWidget } from '../../runtime';
import { readSmartPostList } from './dom';
import { smartPostListSchema } from './settings';
import { setupSmartPostList } from './setup';

export default defineWidget({
  requires: '.ha-spl-wrapper .ha-spl-grid-area',
  schema: smartPostListSchema,
  read: (_element, container) => readSmartPostList(container),
  setup: setupSmartPostList,
});
