// Settings of the add-on's counters (ha-fun-factor, ha-number). They come from the number element:
//   <span class="..." data-animation='{"toValue":320,"duration":500}'>0</span>
// The server prints 0 when the number is animated; without data-animation it prints the number itself.
import { json, num, schema, str, type Field, type SettingsOf } from '../../settings/schema';
import { decodeEntities } from '../../settings/attribute';
import { parseNumberText, type ParsedNumber } from '../number-format';

/** The original counter's duration when none is given. */
export const DEFAULT_DURATION = 500;

export interface CountTarget {
  value: number;
  /** How toValue was written when given as text ("12,340"); null for a plain JSON number. */
  format: ParsedNumber['format'] | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The data-animation attribute: a JSON object with a toValue. */
const isAnimation = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && value.toValue !== undefined && value.toValue !== null && value.toValue !== '';

/** The attribute as JSON, also when a page escaped it once more than the attribute needs. */
function parseAttribute(text: string): unknown {
  for (const candidate of [text, decodeEntities(text)]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // try the decoded form next
    }
  }
  return undefined;
}

/** A number, or a number as text with its marks ("12,340", "4.5"); null when absent or unreadable. */
function countTarget(): Field<CountTarget | null> {
  return {
    default: null,
    coerce(value) {
      if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value: { value, format: null } };
      const parsed = typeof value === 'string' ? parseNumberText(value.trim()) : null;
      return parsed ? { ok: true, value: parsed } : { ok: false, value: null };
    },
  };
}

export const counterSchema = schema({
  // Given only to be checked: the parts are read into toValue and duration below.
  animation: json<Record<string, unknown> | null>(null, (value) => isAnimation(value)),
  toValue: countTarget(),
  duration: num(DEFAULT_DURATION, { min: 0, invalid: DEFAULT_DURATION }),
  /** What the server printed in the number element. */
  serverText: str(''),
});

export type CounterSettings = SettingsOf<typeof counterSchema>;

/** Raw settings from the number element found by `selector` inside the widget. */
export function readCounter(container: HTMLElement, selector: string): Record<string, unknown> {
  const number = container.querySelector<HTMLElement>(selector);
  if (!number) return {};
  const raw: Record<string, unknown> = { serverText: number.textContent ?? '' };
  const attribute = number.getAttribute('data-animation');
  if (attribute === null) return raw;
  const parsed = parseAttribute(attribute);
  // Passed on as it is, the animation field reports it.
  if (!isAnimation(parsed)) return { ...raw, animation: attribute };
  return { ...raw, animation: parsed, toValue: parsed.toValue, duration: parsed.duration };
}
