import type { CountUpPhase } from '../count-up/use-count-up';
import '../count-up/count-up.css';
import './progress.css';

interface ProgressTextProps {
  /** The text element's classes, as the server printed them. */
  className: string;
  phase: CountUpPhase;
  /** What it reads at this point of the count. */
  text: string;
  final: string;
}

/**
 * Done, the text is plain, as the server prints it. Until then the moving text lies over the final
 * one, which is kept invisible to hold the element's size: nothing beside it moves while it counts.
 * Neither is read by assistive technology meanwhile: the progressbar's value text says it all.
 */
export function ProgressText({ className, phase, text, final }: ProgressTextProps) {
  if (phase === 'done') return <span className={className}>{final}</span>;
  return (
    <span className={className}>
      <span className="ha-progress__box">
        <span className="ha-progress__final">{final}</span>
        <span className="ha-progress__count ha-count-up__digits" aria-hidden="true">
          {text}
        </span>
      </span>
    </span>
  );
}
