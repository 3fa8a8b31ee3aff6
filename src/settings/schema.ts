// Typed settings schemas with defaults and coercion. Each field turns one raw value (from
// data-settings or an inner attribute) into a typed value; bad input gives the field's fallback and
// a problem line, which the runtime prints as one debug warning per widget.
import type { Breakpoints, DeviceMode, Schema } from '../api-types';
import { isSet, responsiveDefault, responsiveKey } from './responsive';
import { settingNumber } from './number';
import { withinLimits } from './limits';

type Coerced<T> = { ok: true; value: T } | { ok: false; value: T };

export interface Field<T> {
  readonly default: T;
  coerce(value: unknown): Coerced<T>;
  /** Per-device defaults; present on responsive fields. */
  readonly deviceDefaults?: Partial<Record<DeviceMode, T>>;
}

type FieldValue<F> = F extends Field<infer T> ? T : never;
export type SettingsOf<S> = S extends Schema<infer T> ? T : never;

const ok = <T>(value: T): Coerced<T> => ({ ok: true, value });
const bad = <T>(value: T): Coerced<T> => ({ ok: false, value });

interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Value used when the input is present but not a number (default: the field default). */
  invalid?: number;
}

/** Numbers, numeric strings and the page builder's slider objects `{size, unit}`. */
export function num(fallback: number, options: NumberOptions = {}): Field<number> {
  return {
    default: fallback,
    coerce(value) {
      const n = settingNumber(value);
      if (!Number.isFinite(n)) return bad(options.invalid ?? fallback);
      let out = options.integer ? Math.trunc(n) : n;
      if (options.min !== undefined && out < options.min) return bad(options.min);
      if (options.max !== undefined && out > options.max) return bad(options.max);
      return ok(out);
    },
  };
}

const TRUE = new Set(['yes', 'true', '1', 'on']);
const FALSE = new Set(['no', 'false', '0', 'off', '']);

/** The page builder's switcher: 'yes' is on, '' / 'no' is off. */
export function bool(fallback: boolean): Field<boolean> {
  return {
    default: fallback,
    coerce(value) {
      if (typeof value === 'boolean') return ok(value);
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.toLowerCase() : null;
      if (text !== null && TRUE.has(text)) return ok(true);
      if (text !== null && FALSE.has(text)) return ok(false);
      return bad(fallback);
    },
  };
}

export function str(fallback: string): Field<string> {
  return {
    default: fallback,
    coerce: (value) =>
      typeof value === 'string' ? ok(value) : typeof value === 'number' ? ok(String(value)) : bad(fallback),
  };
}

export function oneOf<const T extends string>(values: readonly T[], fallback: T): Field<T> {
  return {
    default: fallback,
    coerce: (value) => (values.includes(value as T) ? ok(value as T) : bad(fallback)),
  };
}

/** An object or array, given as such or as a JSON string; `check` rejects the wrong shape. */
export function json<T>(fallback: T, check: (value: unknown) => value is T = (v): v is T => v !== null && typeof v === 'object'): Field<T> {
  return {
    default: fallback,
    coerce(value) {
      let parsed = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value);
        } catch {
          return bad(fallback);
        }
      }
      const limited = withinLimits(parsed);
      if (!check(limited.value)) return bad(fallback);
      return limited.dropped ? bad(limited.value) : ok(limited.value);
    },
  };
}

/** A field with `key_tablet`, `key_mobile`, ... copies, resolved by the page builder's fallback walk. */
/** A field that also refuses the values `accept` rejects, giving its default instead. */
export function where<T>(field: Field<T>, accept: (value: T) => boolean): Field<T> {
  return {
    default: field.default,
    coerce(value) {
      const result = field.coerce(value);
      return result.ok && accept(result.value) ? result : { ok: false, value: field.default };
    },
  };
}

export function responsive<T>(field: Field<T>, deviceDefaults: Partial<Record<DeviceMode, T>> = {}): Field<T> {
  return { ...field, deviceDefaults };
}

const DESCRIBED_LENGTH = 120;

/** A value as a problem line shows it, cut short. */
function describe(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? `"${value}"` : JSON.stringify(value) ?? String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > DESCRIBED_LENGTH ? `${text.slice(0, DESCRIBED_LENGTH)}…` : text;
}

export function schema<F extends Record<string, Field<any>>>(
  fields: F,
): Schema<{ [K in keyof F]: FieldValue<F[K]> }> {
  return {
    parse(raw, device: DeviceMode, breakpoints: Breakpoints) {
      const value = {} as Record<string, unknown>;
      const problems: string[] = [];
      for (const [name, field] of Object.entries(fields)) {
        const key = field.deviceDefaults ? responsiveKey(raw, name, device, breakpoints) : isSet(raw[name]) ? name : undefined;
        if (key === undefined) {
          value[name] = field.deviceDefaults
            ? responsiveDefault(field.deviceDefaults, field.default, device, breakpoints)
            : field.default;
          continue;
        }
        // Values from data-settings are within the limits already; those a widget reads from its
        // markup (`read`) are brought within them here.
        const limited = withinLimits(raw[key]);
        const result: Coerced<unknown> =
          limited.value === undefined ? bad(field.default) : limited.dropped ? { ...field.coerce(limited.value), ok: false } : field.coerce(limited.value);
        value[name] = result.value;
        if (limited.dropped) problems.push(`${key} holds values past the limits; using ${describe(result.value)}`);
        else if (!result.ok) problems.push(`${key} ${describe(raw[key])} is not valid; using ${describe(result.value)}`);
      }
      return { value: value as { [K in keyof F]: FieldValue<F[K]> }, problems };
    },
  };
}
