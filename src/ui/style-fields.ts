// Settings fields the tooltip widgets share, for values the generic fields cannot read as the page
// builder prints them.
import type { Field } from '../settings/schema';
import type { TriggerMode } from './tooltip';

type Coerced<T> = { ok: boolean; value: T };

/**
 * A px slider, `{unit, size, sizes}`, or a bare number. A slider left empty (`size: ''`) is simply
 * unset and gives the fallback without a problem; anything else that is not a number is a problem.
 */
export function pxSlider(fallback: number, { min = 0, max = Infinity } = {}): Field<number> {
  return {
    default: fallback,
    coerce(value): Coerced<number> {
      const size = value && typeof value === 'object' && 'size' in value ? (value as { size: unknown }).size : value;
      if (size === '' || size === null || size === undefined) return { ok: true, value: fallback };
      const n = typeof size === 'number' ? size : typeof size === 'string' ? Number(size) : NaN;
      if (!Number.isFinite(n)) return { ok: false, value: fallback };
      if (n < min) return { ok: false, value: min };
      if (n > max) return { ok: false, value: max };
      return { ok: true, value: n };
    },
  };
}

// Hex, rgb()/hsl() with plain numbers, a colour keyword, or a global colour variable: nothing that
// could load a URL or break out of the declaration.
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/+-]*\)|[a-z]+|var\(--[\w-]+\))$/i;

/** A CSS colour typed in the page builder; '' means "not set". */
export function cssColor(fallback: string): Field<string> {
  return {
    default: fallback,
    coerce(value): Coerced<string> {
      if (value === '') return { ok: true, value: fallback };
      return typeof value === 'string' && COLOR.test(value.trim()) ? { ok: true, value: value.trim() } : { ok: false, value: fallback };
    },
  };
}

/**
 * The add-on's `tooltip_hover` switcher ('yes' keeps the bubble open while hovered, which this
 * tooltip always does) opens on hover either way. `'click'` turns the trigger into a toggle button.
 */
export function triggerMode(fallback: TriggerMode): Field<TriggerMode> {
  const hover = new Set<unknown>(['yes', 'no', '', 'hover', true, false]);
  return {
    default: fallback,
    coerce(value): Coerced<TriggerMode> {
      if (value === 'click') return { ok: true, value: 'click' };
      return hover.has(value) ? { ok: true, value: 'hover' } : { ok: false, value: fallback };
    },
  };
}
