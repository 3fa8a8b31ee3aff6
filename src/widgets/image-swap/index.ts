import './base.css';
import { defineWidget } from '../../runtime';
import { readImageSwap } from './dom';
import { ImageSwap } from './ImageSwap';
import { imageSwapSchema } from './settings';
import './image-swap.css';

export default defineWidget({
  requires: '.ha-image-swap-wrapper, .ha-image-swap-ctn',
  schema: imageSwapSchema,
  read: (_element, container) => readImageSwap(container),
  Component: ImageSwap,
});
