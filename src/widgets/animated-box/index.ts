import { defineWidget } from '../../runtime';
import { AnimatedBox } from './AnimatedBox';
import { animatedBoxSchema } from './settings';
import './animated-box.css';

export default defineWidget({
  pattern: 'enhance',
  schema: animatedBoxSchema,
  Component: AnimatedBox,
});
