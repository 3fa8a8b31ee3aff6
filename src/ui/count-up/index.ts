export { CountingText } from './CountingText';
export { type CountUpPhase, useCountUp } from './use-count-up';
export { countAt, tween } from './motion';
