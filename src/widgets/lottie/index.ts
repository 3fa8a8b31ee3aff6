import './base.css';
import { defineWidget } from '../../runtime';
import { Lottie } from './Lottie';
import { lottieSchema } from './settings';
import './lottie.css';

export default defineWidget({
  requires: '.ha-lottie-animation',
  schema: lottieSchema,
  Component: Lottie,
});
