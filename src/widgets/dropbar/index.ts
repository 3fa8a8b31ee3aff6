import './base.css';
import { defineWidget } from '../../runtime';
import { Dropbar } from './Dropbar';
import { dropbarSchema } from './settings';
import './dropbar.css';

// adopt: the panel may hold other widgets (printed, or from the template), which are never re-created.
export default defineWidget({ requires: '.ha-dropbar__wrapper', schema: dropbarSchema, Component: Dropbar });
