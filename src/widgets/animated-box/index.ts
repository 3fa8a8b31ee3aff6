import './base.css';
import { defineWidget } from '../../runtime';
import { AnimatedBox } from './AnimatedBox';
import { animatedBoxSchema } from './settings';
import './animated-box.css';

export default defineWidget({
  requires: '.ha-animated-box__box',
  schema: animatedBoxSchema,
  Component: AnimatedBox,
});
