// The clock of a progress indicator: waits until it is seen, then fills and counts from 0 to the
// value once (count-up's clock, so it never restarts when it comes back into view).
import { useCountUp, type CountUpPhase } from '../count-up';
import { fillAt, finalText, progressText, type ProgressValues } from './logic';

export interface ProgressFrame {
  phase: CountUpPhase;
  /** Share filled, 0..100. */
  fill: number;
  text: string;
  final: string;
}

/** `animate` false (reduced motion, editor) shows the final state at once. */
export function useProgress(element: Element | null, values: ProgressValues, duration: number, animate: boolean): ProgressFrame {
  const { phase, elapsed } = useCountUp(element, duration, animate);
  return {
    phase,
    fill: fillAt(values, elapsed, duration),
    text: progressText(values, elapsed, duration),
    final: finalText(values),
  };
}
