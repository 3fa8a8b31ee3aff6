import './base.css';
import { defineWidget } from '../../runtime';
import { ContentSwitcher } from './ContentSwitcher';
import { readSwitcher } from './dom';
import { switcherSchema } from './settings';
import './content-switcher.css';

export default defineWidget({
  requires: '.ha-content-switcher-wrapper',
  schema: switcherSchema,
  read: (_element, container) => readSwitcher(container),
  Component: ContentSwitcher,
});
