import './base.css';
import { defineWidget } from '../../runtime';
import { unfoldSchema } from './settings';
import { Unfold } from './Unfold';
import './unfold.css';

export default defineWidget({
  requires: '.ha-unfold-data',
  schema: unfoldSchema,
  Component: Unfold,
});
