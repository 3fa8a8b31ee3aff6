import { defineWidget } from '../../runtime';
import { unfoldSchema } from './settings';
import { Unfold } from './Unfold';
import './unfold.css';

export default defineWidget({
  pattern: 'adopt',
  schema: unfoldSchema,
  Component: Unfold,
});
