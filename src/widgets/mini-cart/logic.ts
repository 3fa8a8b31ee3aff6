// Pure rules of the mini cart: reading how the server wrote a price, and writing a new one the same way.

export interface PriceFormat {
  decimals: number;
  decimalSeparator: string;
  thousandSeparator: string;
}

/** WooCommerce's default: 42.50, 1,250.00. */
export const DEFAULT_PRICE_FORMAT: PriceFormat = { decimals: 2, decimalSeparator: '.', thousandSeparator: ',' };

/**
 * How a printed amount is written (`42.50`, `1.250,00`, `1 250`): the decimals after the last
 * separator (1 to 3 digits is a decimal part unless the same separator groups thousands before it),
 * and the grouping separator. The default for text with no digits.
 */
export function readPriceFormat(text: string): PriceFormat {
  const number = /\d(?:[\d.,\s\u00a0\u202f']*\d)?/.exec(text)?.[0];
  if (!number) return DEFAULT_PRICE_FORMAT;
  const last = /([.,])(\d{1,3})$/.exec(number);
  const head = last ? number.slice(0, -last[0].length) : number;
  const grouping = /\d([.,\s\u00a0\u202f'])\d{3}(?:\D|$)/.exec(head + (last ? ' ' : ''))?.[1];
  // "1,250" with no other separator is a thousand, not one and a quarter.
  if (last && last[2].length === 3 && !grouping && !/[.,]/.test(head)) {
    return { decimals: 0, decimalSeparator: last[1] === '.' ? ',' : '.', thousandSeparator: last[1] };
  }
  if (!last || last[1] === grouping) return { decimals: 0, decimalSeparator: '.', thousandSeparator: grouping ?? ',' };
  return { decimals: last[2].length, decimalSeparator: last[1], thousandSeparator: grouping ?? (last[1] === '.' ? ',' : '.') };
}

/** An amount written in `format`; a negative or unusable amount is written as zero. */
export function formatPrice(amount: number, format: PriceFormat): string {
  const value = Number.isFinite(amount) && amount > 0 ? amount : 0;
  const [whole, fraction] = value.toFixed(Math.min(Math.max(format.decimals, 0), 4)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandSeparator);
  return fraction ? `${grouped}${format.decimalSeparator}${fraction}` : grouped;
}

export type OpenOn = 'click' | 'hover' | 'none';

/** How the popup opens, from the inner element's class (`ha-mini-cart-on-click` / `-on-hover`). */
export function openOn(inner: Element): OpenOn {
  if (inner.classList.contains('ha-mini-cart-on-click')) return 'click';
  if (inner.classList.contains('ha-mini-cart-on-hover')) return 'hover';
  return 'none';
}

/** The one whole number in a printed count ("2 ", "(2)"), or null when there is none or more than one. */
export function parseCount(text: string | null | undefined): number | null {
  const runs = (text ?? '').match(/\d+/g);
  return runs?.length === 1 ? Number(runs[0]) : null;
}

/** A printed count with `count` in its number's place, the text around it as printed; null when it holds no count. */
export function replaceCount(text: string, count: number): string | null {
  if (parseCount(text) === null) return null;
  return text.replace(/\d+/, String(Math.max(0, Math.trunc(count))));
}
