import { defineWidget } from '../../runtime';
import { TitleTips } from './TitleTips';
import './title-tips.css';

export default defineWidget({
  pattern: 'enhance',
  Component: TitleTips,
});
