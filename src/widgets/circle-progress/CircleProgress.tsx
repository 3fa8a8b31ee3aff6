import { useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { progressbarAttributes } from '../../ui/progress';
import { ProgressText } from '../../ui/progress';
import { useProgress } from '../../ui/progress';
import { useStore } from '../../runtime';
import { circumference, dashOffset, printed, RADIUS, VIEW_SIZE } from './geometry';
import type { CircleProgressSettings } from './settings';

const LENGTH = circumference(RADIUS);
const CENTER = VIEW_SIZE / 2;

/**
 * Re-renders the server's circle: empty while waiting to be seen, then drawing its ring (the stroke
 * dash) and counting to the value over the configured duration. The wrapper is the progressbar.
 */
export function CircleProgress({ settings, env }: WidgetProps<CircleProgressSettings>) {
  const reduce = useStore(reducedMotion);
  const [wrap, setWrap] = useState<HTMLDivElement | null>(null);
  const { phase, fill, text, final } = useProgress(wrap, settings, settings.duration, !env.editMode && !reduce);

  return (
    <div ref={setWrap} className="ha-circle-progress__wrap" {...progressbarAttributes(settings)}>
      <div className="ha-circle-progress__circle">
        <svg className="ha-circle-progress__svg" viewBox={`0 0 ${VIEW_SIZE} ${VIEW_SIZE}`} aria-hidden="true" focusable="false">
          <circle className="ha-circle-progress__track" cx={CENTER} cy={CENTER} r={RADIUS} />
          <circle
            className="ha-circle-progress__fill"
            cx={CENTER}
            cy={CENTER}
            r={RADIUS}
            transform={`rotate(-90 ${CENTER} ${CENTER})`}
            strokeDasharray={printed(LENGTH)}
            strokeDashoffset={printed(dashOffset(LENGTH, fill))}
            // The dash is ours to drive: a transition from the stylesheet would lag behind the count.
            style={{ transition: 'none' }}
          />
        </svg>
        <ProgressText className="ha-circle-progress__text" phase={phase} text={text} final={final} />
      </div>
      {settings.label && <span className="ha-circle-progress__label">{settings.label}</span>}
    </div>
  );
}
