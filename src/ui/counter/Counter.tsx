// The add-on's counters (ha-fun-factor, ha-number): the number element counts from 0 to its toValue
// once, when the visitor first sees it. Only the number element's content is re-rendered; the element
// itself (classes, data-animation) and its prefix and suffix siblings stay the server's.
import { useEffect, useState } from 'react';
import type { WidgetDefinition, WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { useStore } from '../../runtime';
import { CountingText } from '../count-up';
import { counterFormat, formatCounting, formatNumber, type NumberFormat } from '../number-format';
import { countAt } from '../count-up';
import { counterSchema, readCounter, type CounterSettings } from './settings';
import { useCountUp } from '../count-up';

interface CountUpTextProps {
  /** The element watched for visibility. */
  element: HTMLElement | null;
  to: number;
  format: NumberFormat;
  duration: number;
  animate: boolean;
}

/**
 * While counting, the moving digits are hidden from assistive technology and the final value is
 * there as visually hidden text, so a screen reader reads one number, the right one. Once done it
 * is plain text again, as the server would print it.
 */
function CountUpText({ element, to, format, duration, animate }: CountUpTextProps) {
  const { phase, elapsed } = useCountUp(element, duration, animate);
  const final = formatNumber(to, format);
  if (phase === 'done') return final;
  return (
    <>
      <CountingText text={formatCounting(countAt(to, elapsed, duration, format.decimals), to, format)} final={final} />
      <span className="ha-visually-hidden">{final}</span>
    </>
  );
}

/** A counter widget whose number element matches `selector` inside the widget. */
export function createCounter(selector: string): WidgetDefinition<CounterSettings> {
  function Counter({ container, settings, env }: WidgetProps<CounterSettings>) {
    const [element] = useState(() => container.querySelector<HTMLElement>(selector));
    const reduce = useStore(reducedMotion);
    const { toValue, serverText } = settings;

    useEffect(() => {
      if (!element) env.warn(`no ${selector} element found; nothing to count`);
    }, []);

    if (!element || !toValue) return serverText;
    return (
      <CountUpText
        element={element}
        to={toValue.value}
        format={counterFormat(toValue.value, toValue.format, serverText)}
        duration={settings.duration}
        animate={!env.editMode && !reduce}
      />
    );
  }

  return {
    schema: counterSchema,
    read: (_element, container) => readCounter(container, selector),
    // Without a number element: a detached element, so the server markup is left alone.
    root: (container) => container.querySelector<HTMLElement>(selector) ?? document.createElement('span'),
    Component: Counter,
  };
}
