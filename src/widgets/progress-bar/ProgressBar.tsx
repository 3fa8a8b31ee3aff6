import { useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { progressbarAttributes } from '../../ui/progress';
import { ProgressText } from '../../ui/progress';
import { useProgress } from '../../ui/progress';
import { useStore } from '../../runtime';
import { BAR_DURATION, type ProgressBarSettings } from './settings';

/**
 * Re-renders the server's bar: from 0 while waiting to be seen, then filling and counting to the
 * value. The wrapper is the progressbar, with the final values from the start.
 */
export function ProgressBar({ settings, env }: WidgetProps<ProgressBarSettings>) {
  const reduce = useStore(reducedMotion);
  const [wrap, setWrap] = useState<HTMLDivElement | null>(null);
  const { phase, fill, text, final } = useProgress(wrap, settings, BAR_DURATION, !env.editMode && !reduce);

  return (
    <div ref={setWrap} className="ha-progress-bar__wrap" {...progressbarAttributes(settings)}>
      <div className="ha-progress-bar__head">
        {settings.label && <span className="ha-progress-bar__label">{settings.label}</span>}
        <ProgressText className="ha-progress-bar__text" phase={phase} text={text} final={final} />
      </div>
      <div className="ha-progress-bar__track">
        {/* The width is ours to drive: a transition from the stylesheet would lag behind the count. */}
        <div className="ha-progress-bar__fill" style={{ width: `${fill}%`, transition: 'none' }} />
      </div>
    </div>
  );
}
