// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import './source-code.css';
import { defineWidget } from '../../runtime';
import { readSourceCode } from './dom';
import { SourceCode } from './SourceCode';
import { sourceCodeSchema } from './settings';

export default defineWidget({
  requires: '.ha-source-code code',
  schema: sourceCodeSchema,
  read: (_element, container) => readSourceCode(container),
  Component: SourceCode,
});
