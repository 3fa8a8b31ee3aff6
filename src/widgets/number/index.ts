// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/count-up/count-up.css';
import '../../ui/visually-hidden.css';
import { defineWidget } from '../../runtime';
import { createCounter } from '../../ui/counter';

// Markup: .ha-number-body > .ha-number-overlay + span.ha-number-text[data-animation='{"toValue","duration"}']
export default defineWidget({ ...createCounter('.ha-number-text'), requires: '.ha-number-text' });
