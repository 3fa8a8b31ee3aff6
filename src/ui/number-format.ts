// Reading and printing numbers the way the server wrote them: "$12,340.50+", "1.234,5", "7 440".

export interface NumberFormat {
  /** Text before the number (may hold spaces), e.g. "$". */
  prefix: string;
  /** Text after the number, e.g. "+", "%", " km". */
  suffix: string;
  /** Mark between groups of three digits; '' for none. */
  group: string;
  /** Decimal mark. */
  point: string;
  decimals: number;
}

export interface ParsedNumber {
  value: number;
  format: NumberFormat;
}

/** Digits only, no grouping: how the original counter prints its numbers. */
export const PLAIN: NumberFormat = { prefix: '', suffix: '', group: '', point: '.', decimals: 0 };

// Spaces (also no-break and narrow no-break) and apostrophes only ever group digits.
const SPACE_GROUPS = /[\s\u00a0\u202f'\u2019]/;
const NUMBER_TEXT = /^(\D*?)(-?)(\d(?:[\d.,'\u2019\s\u00a0\u202f]*\d)?)(\D*)$/;

/**
 * Splits the digits into whole part, decimal part and the marks used. When only one of '.' and ','
 * appears once, it groups thousands if exactly three digits follow ("12,340", but "0.125" and "4,5"
 * are decimals); when both appear, the last one is the decimal mark.
 */
function readDigits(body: string): { whole: string; fraction: string; group: string; point: string } | null {
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  let point = '';
  if (dots && commas) point = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const mark = dots ? '.' : ',';
    const [whole, after] = body.split(mark);
    const grouping = after.length === 3 && !/^0+$/.test(whole.replace(/\D/g, ''));
    if (!grouping) point = mark;
  }
  if (point && body.split(point).length - 1 > 1) return null;
  const [wholeText, fraction = ''] = point ? body.split(point) : [body];
  if (/\D/.test(fraction)) return null;
  const groups = new Set(wholeText.replace(/\d/g, ''));
  if (groups.size > 1) return null;
  const [group = ''] = groups;
  if (group && group !== '.' && group !== ',' && !SPACE_GROUPS.test(group)) return null;
  return { whole: wholeText.replace(/\D/g, ''), fraction, group, point: point || (group === '.' ? ',' : '.') };
}

/** A number as printed, with its prefix, suffix, marks and decimals; null when the text holds none. */
export function parseNumberText(text: string): ParsedNumber | null {
  const match = NUMBER_TEXT.exec(text);
  if (!match) return null;
  const [, prefix, sign, body, suffix] = match;
  const digits = readDigits(body);
  if (!digits) return null;
  const value = Number(`${sign}${digits.whole}${digits.fraction ? `.${digits.fraction}` : ''}`);
  if (!Number.isFinite(value)) return null;
  return {
    value,
    format: { prefix, suffix, group: digits.group, point: digits.point, decimals: digits.fraction.length },
  };
}

/** Decimal places of a number as JavaScript prints it (12.5 -> 1); 0 for exponent forms. */
export function decimalsOf(value: number): number {
  return /\.(\d+)$/.exec(String(value))?.[1].length ?? 0;
}

export function formatNumber(value: number, format: NumberFormat): string {
  const fixed = Math.abs(value).toFixed(format.decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = format.group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.group) : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${format.prefix}${sign}${grouped}${fraction ? format.point + fraction : ''}${format.suffix}`;
}

// As wide as a digit where digits are all alike (the count's tabular digits).
const FIGURE_SPACE = '\u2007';

/**
 * `value` printed in `format` while counting to `target`: the number is padded to the width of the
 * target's, so that centred text does not wobble as digits are added.
 */
export function formatCounting(value: number, target: number, format: NumberFormat): string {
  const bare = { ...format, prefix: '', suffix: '' };
  const number = formatNumber(value, bare).padStart(formatNumber(target, bare).length, FIGURE_SPACE);
  return `${format.prefix}${number}${format.suffix}`;
}

/**
 * The format to count in: the one toValue was written in when given as text, else the one of the
 * server's own text (usually a plain "0"), with at least as many decimals as the target has.
 */
export function counterFormat(target: number, written: NumberFormat | null, serverText: string): NumberFormat {
  const base = written ?? parseNumberText(serverText)?.format ?? PLAIN;
  return { ...base, decimals: Math.max(base.decimals, decimalsOf(target)) };
}
