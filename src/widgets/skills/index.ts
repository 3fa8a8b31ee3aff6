// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/count-up/count-up.css';
import { defineWidget } from '../../runtime';
import { readSkills, renderRoot } from './markup';
import { skillsSchema } from './settings';
import { Skills } from './Skills';

export default defineWidget({
  requires: '.ha-skill',
  schema: skillsSchema,
  read: (_element, container) => readSkills(container),
  root: renderRoot,
  Component: Skills,
});
