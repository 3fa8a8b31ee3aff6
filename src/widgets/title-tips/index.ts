import './base.css';
import { defineWidget } from '../../runtime';
import { TitleTips } from './TitleTips';
import './title-tips.css';

export default defineWidget({
  requires: '.ha-title-tips-hover',
  Component: TitleTips,
});
