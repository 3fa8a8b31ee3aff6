import { CountingText } from '../count-up';
import type { CountUpPhase } from '../count-up';

interface ProgressTextProps {
  /** The text element's classes, as the server printed them. */
  className: string;
  phase: CountUpPhase;
  /** What it reads at this point of the count. */
  text: string;
  final: string;
}

/**
 * Done, the text is plain, as the server prints it; until then it counts in the final text's box.
 * The progressbar's value text is what assistive technology reads meanwhile.
 */
export function ProgressText({ className, phase, text, final }: ProgressTextProps) {
  return <span className={className}>{phase === 'done' ? final : <CountingText text={text} final={final} />}</span>;
}
