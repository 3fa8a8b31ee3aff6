// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/count-up/count-up.css';
import '../../ui/visually-hidden.css';
import { defineWidget } from '../../runtime';
import { createCounter } from '../../ui/counter';

// Markup: .ha-fun-factor__content-number-wrap > [.ha-fun-factor__content-number-prefix]
//   span.ha-fun-factor__content-number[data-animation='{"toValue","duration"}'] [.ha-fun-factor__content-number-suffix]
export default defineWidget({ ...createCounter('.ha-fun-factor__content-number'), requires: '.ha-fun-factor__content-number' });
