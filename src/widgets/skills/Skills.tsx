import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { CountingText } from '../../ui/count-up';
import { formatCounting, formatNumber } from '../../ui/number-format';
import { countAt, tween } from '../../ui/count-up';
import { useCountUp } from '../../ui/count-up';
import { useStore } from '../../runtime';
import { TEXT_MS, WIDTH_MS, levelFormat, textEnd, widthShare, type TextPlace } from './logic';
import type { SkillBar } from './markup';
import type { SkillsSettings } from './settings';

/** Re-renders the server's skill bars; each grows and counts once, when the visitor first sees it. */
export function Skills({ settings, env }: WidgetProps<SkillsSettings>) {
  const reduce = useStore(reducedMotion);
  const animate = !env.editMode && !reduce;

  useEffect(() => {
    if (settings.bars.length === 0) env.warn('no .ha-skill bars found; nothing to show');
  }, []);

  return settings.bars.map((bar, index) => (
    <Bar key={index} bar={bar} level={settings.levels[index] ?? 0} animate={animate} />
  ));
}

function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/** Null on a right-to-left page, where the text keeps riding in layout. */
function textPlace(info: HTMLElement, barWidth: number, trackWidth: number): TextPlace | null {
  const style = getComputedStyle(info);
  if (style.direction === 'rtl') return null;
  return {
    trackWidth,
    extra: info.clientWidth - barWidth,
    padLeft: parseFloat(style.paddingLeft) || 0,
    padRight: parseFloat(style.paddingRight) || 0,
    padTop: parseFloat(style.paddingTop) || 0,
    isStatic: style.position === 'static',
  };
}

/**
 * The track is the progressbar, named by the skill and valued at the final level from the start, so
 * assistive technology never reads the counting text (a progressbar's content is presentational).
 */
function Bar({ bar, level, animate }: { bar: SkillBar; level: number; animate: boolean }) {
  const [track, setTrack] = useState<HTMLDivElement | null>(null);
  const fill = useRef<HTMLDivElement>(null);
  const info = useRef<HTMLDivElement>(null);
  const [from, setFrom] = useState(0);
  const [place, setPlace] = useState<TextPlace | null>(null);
  // Like the original, the bar grows from the width it shows (the add-on's stylesheet gives 10%).
  const { phase, elapsed } = useCountUp(track, TEXT_MS, animate, () => {
    if (!track || !fill.current) return;
    const barWidth = fill.current.getBoundingClientRect().width;
    const trackWidth = contentWidth(track);
    setFrom(widthShare(barWidth, trackWidth));
    if (info.current) setPlace(textPlace(info.current, barWidth, trackWidth));
  });
  const format = levelFormat(level);
  const percent = tween(from, level, elapsed, WIDTH_MS);
  // Once done the text is the server's float again, where the ride ended.
  const riding = phase === 'running' ? place : null;

  return (
    <div
      ref={setTrack}
      className={bar.trackClass}
      role="progressbar"
      aria-label={bar.name || undefined}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={level}
    >
      <div
        ref={fill}
        className={bar.barClass}
        data-level={bar.level}
        // The add-on's stylesheet eases width changes; the width is ours to drive (or to set at once).
        style={phase === 'waiting' ? undefined : { width: `${percent}%`, transition: 'none' }}
      >
        <div ref={info} className={bar.infoClass} style={riding?.isStatic ? { position: 'relative' } : undefined}>
          <span className={bar.nameClass}>{bar.name}</span>
          <span
            className={bar.textClass}
            style={
              riding
                ? { position: 'absolute', left: 0, top: riding.padTop, float: 'none', whiteSpace: 'nowrap', translate: `calc(${textEnd(percent, riding)}px - 100%)` }
                : undefined
            }
          >
            {phase === 'done' && formatNumber(level, format)}
            {phase === 'running' && (
              <CountingText
                text={formatCounting(countAt(level, elapsed, TEXT_MS, format.decimals), level, format)}
                final={formatNumber(level, format)}
              />
            )}
          </span>
        </div>
      </div>
    </div>
  );
}
