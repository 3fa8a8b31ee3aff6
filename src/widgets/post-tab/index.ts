import { defineWidget } from '../../runtime/define';
import { readPostTab } from './dom';
import { PostTab } from './PostTab';
import { postTabSchema } from './settings';
import '../../ui/visually-hidden.css';
import './post-tab.css';

export default defineWidget({
  pattern: 'enhance',
  schema: postTabSchema,
  read: (_element, container) => readPostTab(container),
  Component: PostTab,
});
