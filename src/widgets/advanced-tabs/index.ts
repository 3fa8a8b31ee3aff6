import { defineWidget } from '../../runtime/define';
import { AdvancedTabs } from './AdvancedTabs';
import { tabsSchema } from './settings';
import './advanced-tabs.css';

export default defineWidget({
  pattern: 'adopt',
  schema: tabsSchema,
  Component: AdvancedTabs,
});
