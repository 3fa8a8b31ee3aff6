import './base.css';
import { defineWidget } from '../../runtime';
import { AdvancedTabs } from './AdvancedTabs';
import { tabsSchema } from './settings';
import './advanced-tabs.css';

export default defineWidget({
  requires: '.ha-tabs',
  schema: tabsSchema,
  Component: AdvancedTabs,
});
