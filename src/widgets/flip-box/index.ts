import { defineWidget } from '../../runtime';
import { FlipBox } from './FlipBox';
import './flip-box.css';

export default defineWidget({
  pattern: 'enhance',
  Component: FlipBox,
});
