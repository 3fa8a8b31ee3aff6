import { defineWidget } from '../../runtime/define';
import { LoopTab } from './LoopTab';
import { loopTabSchema } from './settings';
import './loop-tab.css';

export default defineWidget({
  pattern: 'adopt',
  schema: loopTabSchema,
  Component: LoopTab,
});
