import { defineWidget } from '../../runtime/define';
import { createCounter } from '../../ui/count-up/Counter';

// Markup: .ha-fun-factor__content-number-wrap > [.ha-fun-factor__content-number-prefix]
//   span.ha-fun-factor__content-number[data-animation='{"toValue","duration"}'] [.ha-fun-factor__content-number-suffix]
export default defineWidget(createCounter('.ha-fun-factor__content-number'));
