import { defineWidget } from '../../runtime/define';
import { readSkills, renderRoot } from './markup';
import { skillsSchema } from './settings';
import { Skills } from './Skills';

export default defineWidget({
  pattern: 'render',
  schema: skillsSchema,
  read: (_element, container) => readSkills(container),
  root: renderRoot,
  Component: Skills,
});
