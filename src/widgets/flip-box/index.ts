import { defineWidget } from '../../runtime/define';
import { FlipBox } from './FlipBox';
import './flip-box.css';

export default defineWidget({
  pattern: 'enhance',
  Component: FlipBox,
});
