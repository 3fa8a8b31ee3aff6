// Pure rules of the free-shipping bar: how far the cart is, how wide the bar is, what it says.

/** The viewport width at or below which the bar's default width is the wider one. */
export const NARROW_MAX_WIDTH = 768;
/** The bar's width in percent when nothing is in the cart (or before the first answer). */
export const DEFAULT_WIDTH = { narrow: 12, wide: 5 } as const;

export type ProgressType = 'percent' | 'amount';

/**
 * How far the subtotal is towards the target, in whole percent from 0 to 100. A subtotal at or past
 * the target is 100 (so a target of 0 is reached at once); a negative or unusable number is 0.
 */
export function progressPercent(subtotal: number, target: number): number {
  if (!(subtotal >= 0)) return 0;
  if (subtotal >= target) return 100;
  if (!(target > 0)) return 0;
  return Math.min(100, Math.round((subtotal * 100) / target));
}

/** The bar's width in percent: the progress, or the default width while there is none. */
export function barWidth(percent: number | null, narrow: boolean): number {
  if (percent !== null && percent > 0) return percent;
  return narrow ? DEFAULT_WIDTH.narrow : DEFAULT_WIDTH.wide;
}

/** Whole amounts as they are, others with two decimals: 100, 42.50. */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  dollar: '$',
};

/**
 * The currency symbol as text: WooCommerce gives symbols as HTML entities (`&#36;`, `&euro;`,
 * `&#x20b9;`). Numeric entities and the common named ones are decoded; anything else stays as written.
 */
export function decodeSymbol(symbol: string): string {
  return symbol.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The text inside the bar: the percent, or the subtotal with its currency symbol. */
export function barText(type: ProgressType, percent: number, subtotal: number, symbol: string): string {
  return type === 'percent' ? `${percent}%` : `${symbol}${formatAmount(Math.max(0, subtotal))}`;
}

/** What the progress bar says to assistive technology: the progress and what is left to spend. */
export function progressValueText(percent: number, subtotal: number, target: number, symbol: string): string {
  if (percent >= 100) return '100%, free shipping reached';
  const left = Math.max(0, target - Math.max(0, subtotal));
  return `${percent}%, ${symbol}${formatAmount(left)} left for free shipping`;
}

/** The message the bar shows for a progress: the success message once the target is reached. */
export function messageKind(percent: number): 'announcement' | 'success' {
  return percent >= 100 ? 'success' : 'announcement';
}
