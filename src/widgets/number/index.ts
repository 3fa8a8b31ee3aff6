import { defineWidget } from '../../runtime/define';
import { createCounter } from '../../ui/count-up/Counter';

// Markup: .ha-number-body > .ha-number-overlay + span.ha-number-text[data-animation='{"toValue","duration"}']
export default defineWidget(createCounter('.ha-number-text'));
