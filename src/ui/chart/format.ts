// How chart values and labels read: tooltip numbers with the editor's prefix, suffix and thousands
// separator, the change line of compare mode, and category labels wrapped at a length.
import { decimalsOf, formatNumber } from '../number-format';

export interface ValueFormat {
  prefix: string;
  suffix: string;
  /** Thousands separator; '' for none. A '.' separator makes ',' the decimal mark. */
  separator: string;
}

/** Drops binary noise (0.1 + 0.2) while keeping every decimal the editor typed. */
const clean = (value: number) => Number(value.toPrecision(12));

/** "-$1,234.5 kg": the sign goes before the prefix. */
export function formatValue(value: number, format: ValueFormat): string {
  const number = clean(value);
  const body = formatNumber(Math.abs(number), {
    prefix: format.prefix,
    suffix: format.suffix,
    group: format.separator,
    point: format.separator === '.' ? ',' : '.',
    decimals: decimalsOf(Math.abs(number)),
  });
  return number < 0 ? `-${body}` : body;
}

/** A tooltip line: "Dataset: $1,234" (just the value when the dataset has no label). */
export function tooltipLine(series: string, value: number, format: ValueFormat): string {
  const text = formatValue(value, format);
  return series ? `${series}: ${text}` : text;
}

/** Compare mode's footer: "Change from 2023: +$200 (+25%)"; without a percentage when previous is 0. */
export function changeLine(previous: number, current: number, previousLabel: string, format: ValueFormat): string {
  const delta = clean(current - previous);
  const sign = delta > 0 ? '+' : '';
  const percent = previous === 0 ? '' : ` (${sign}${Math.round((delta / Math.abs(previous)) * 1000) / 10}%)`;
  return `Change from ${previousLabel}: ${sign}${formatValue(delta, format)}${percent}`;
}

/**
 * A label longer than `max` characters as lines of at most `max`, broken between words (a single
 * longer word keeps its own line); shorter labels stay one string.
 */
export function wrapLabel(label: string, max: number): string | string[] {
  if (label.length <= max) return label;
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= max) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}
