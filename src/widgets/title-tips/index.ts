import { defineWidget } from '../../runtime/define';
import { TitleTips } from './TitleTips';
import './title-tips.css';

export default defineWidget({
  pattern: 'enhance',
  Component: TitleTips,
});
