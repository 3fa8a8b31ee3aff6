import './base.css';
import { defineWidget } from '../../runtime';
import { AnimatedText } from './AnimatedText';
import { readAnimatedText } from './dom';
import { animatedTextSchema } from './settings';
import '../../ui/visually-hidden.css';
import './animated-text.css';

export default defineWidget({
  requires: '.cd-headline .cd-words-wrapper > b',
  schema: animatedTextSchema,
  read: (_element, container) => readAnimatedText(container),
  Component: AnimatedText,
});
