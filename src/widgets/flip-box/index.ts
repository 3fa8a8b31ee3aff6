import './base.css';
import { defineWidget } from '../../runtime';
import { FlipBox } from './FlipBox';
import './flip-box.css';

export default defineWidget({
  requires: '.ha-flip-box-container',
  Component: FlipBox,
});
