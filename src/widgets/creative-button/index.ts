import './base.css';
import { defineWidget } from '../../runtime';
import { CreativeButton } from './CreativeButton';
import { readCreativeButton } from './dom';
import { creativeButtonSchema } from './settings';
import './creative-button.css';

export default defineWidget({
  requires: '.ha-creative-btn-wrap',
  schema: creativeButtonSchema,
  read: (_element, container) => readCreativeButton(container),
  Component: CreativeButton,
});
