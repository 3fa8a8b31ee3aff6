// Pure rules of the progress indicators (ha-progress-bar, ha-circle-progress): the share filled, the
// text, and the accessible values. No React, no DOM.
import { decimalsOf, formatCounting, formatNumber, PLAIN } from '../number-format';
import { countAt, tween } from '../count-up';

export interface ProgressValues {
  current: number;
  /** Always above 0 (the schema sees to it). */
  max: number;
  prefix: string;
  suffix: string;
}

/** The share filled, 0..100: current of max, and full once current reaches or passes max. */
export function percentOf(current: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(current)) return 0;
  return Math.min(100, Math.max(0, (current / max) * 100));
}

/** The whole percent printed: rounded, yet never 100 before full nor 0 once started. */
export function wholePercent(percent: number): number {
  if (percent >= 100) return 100;
  if (percent <= 0) return 0;
  return Math.min(99, Math.max(1, Math.round(percent)));
}

const plain = (value: number) => formatNumber(value, { ...PLAIN, decimals: decimalsOf(value) });

/**
 * The text `elapsed` ms into a count of `duration` ms, the final text from `duration` on: "65%",
 * or "120/100" once current exceeds max (the count runs on current), between prefix and suffix.
 */
export function progressText(values: ProgressValues, elapsed: number, duration: number): string {
  const { current, max, prefix, suffix } = values;
  const over = current > max;
  const target = over ? current : wholePercent(percentOf(current, max));
  const format = { ...PLAIN, decimals: over ? decimalsOf(current) : 0 };
  const number = formatCounting(countAt(target, elapsed, duration, format.decimals), target, format);
  return `${prefix}${number}${over ? `/${plain(max)}` : '%'}${suffix}`;
}

export function finalText(values: ProgressValues): string {
  return progressText(values, 0, 0);
}

/** The share filled `elapsed` ms into a fill of `duration` ms, eased like the text. */
export function fillAt(values: ProgressValues, elapsed: number, duration: number): number {
  return tween(0, percentOf(values.current, values.max), elapsed, duration);
}

/** The name a progress indicator gets when it has no label. */
export const DEFAULT_NAME = 'Progress';

/**
 * role="progressbar" with the final values from the start, so assistive technology never reads a
 * count in progress; the value text says what the visitor reads once the count is done.
 */
export function progressbarAttributes(values: ProgressValues & { label: string }) {
  return {
    role: 'progressbar',
    'aria-label': values.label.trim() || DEFAULT_NAME,
    'aria-valuemin': 0,
    'aria-valuemax': values.max,
    'aria-valuenow': Math.min(values.max, Math.max(0, values.current)),
    'aria-valuetext': finalText(values),
  } as const;
}
