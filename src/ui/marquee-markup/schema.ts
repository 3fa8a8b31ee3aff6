// Settings shared by the marquee widgets, which print them as attributes of an inner wrapper rather
// than in data-settings.
import type { Field } from '../../settings/schema';

/** The add-on prints `speed * 1000` or, with no speed, 30000. */
export const DEFAULT_DURATION = 30000;

/** A duration in ms: a positive number or numeric string; anything else is the fallback and a problem. */
export function durationMs(fallback = DEFAULT_DURATION): Field<number> {
  return {
    default: fallback,
    coerce(value) {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isFinite(n) && n > 0 ? { ok: true, value: n } : { ok: false, value: fallback };
    },
  };
}

/**
 * Raw settings from the attributes of `element` that are present, under the names the schema uses
 * (an absent attribute leaves the setting to its default).
 */
export function readAttributes(element: Element | null, names: Record<string, string>): Record<string, string> {
  const raw: Record<string, string> = {};
  if (!element) return raw;
  for (const [attribute, key] of Object.entries(names)) {
    const value = element.getAttribute(attribute);
    if (value !== null) raw[key] = value;
  }
  return raw;
}
