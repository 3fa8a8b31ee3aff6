import { createElement, useEffect, type ReactNode } from 'react';
import type { WidgetProps } from '../../api-types';
import { Adopted } from './Adopted';
import { formatDigits, remainingLabel, splitRemaining } from './logic';
import type { CountdownMarkup, Part } from './markup';
import type { CountdownSettings } from './settings';
import { useCountdown } from './use-countdown';

/** Re-renders the server's countdown with live digits; see markup.ts for the two variants. */
export function Countdown({ settings, env }: WidgetProps<CountdownSettings>) {
  const { markup } = settings;
  useEffect(() => {
    if (!markup) env.warn('no .ha-countdown or .ha-countdown-wrapper element found; nothing to count');
  }, []);
  return markup ? <Timer markup={markup} settings={settings} env={env} /> : null;
}

/** The timer element's server attributes as React props; event handler attributes are not carried. */
function timerProps(attributes: Record<string, string>): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') props.className = value;
    else if (/^(data|aria)-/.test(name) || ['id', 'title', 'lang', 'dir'].includes(name)) props[name] = value;
  }
  return props;
}

function Timer({ markup, settings, env }: { markup: CountdownMarkup } & Pick<WidgetProps<CountdownSettings>, 'settings' | 'env'>) {
  const { left, hasTarget, ended, announcement } = useCountdown(markup, settings, env);
  const digits = splitRemaining(left, markup.units);
  // Variant A: the end block takes the place of everything else in the timer (items, separators).
  const hideItems = markup.variant === 'a' && Boolean(ended?.hideTimer);
  const showEnd = Boolean(ended?.showEnd);

  const render = (part: Part, key: number, inTimer = false): ReactNode => {
    switch (part.kind) {
      case 'space':
        return ' ';
      case 'text':
        return part.text;
      case 'static':
        return <Adopted key={key} source={part.source} hidden={(inTimer && hideItems) || undefined} />;
      case 'end':
        return <Adopted key={key} source={part.source} hidden={!showEnd} style={showEnd ? { display: 'block' } : undefined} />;
      case 'digits':
        return (
          <span key={key} className={part.className} {...(part.dataAttribute && { [`data-${part.unit}`]: '' })}>
            {formatDigits(digits[part.unit])}
          </span>
        );
      case 'item':
        return (
          <div key={key} className={part.className} hidden={hideItems}>
            {part.parts.map((child, index) => render(child, index))}
          </div>
        );
      case 'timer':
        return createElement(
          'div',
          {
            key,
            ...timerProps(markup.timerAttributes),
            role: 'timer',
            'aria-label': hasTarget ? remainingLabel(left) : undefined,
            hidden: markup.variant === 'b' && Boolean(ended?.hideTimer),
          },
          markup.timer.map((child, index) => render(child, index, true)),
        );
    }
  };

  return (
    <>
      {markup.root.map((part, index) => render(part, index))}
      <span className="ha-countdown-status ha-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
