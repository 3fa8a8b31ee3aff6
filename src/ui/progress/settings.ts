// Settings both progress indicators read from data-settings:
//   {"current":65,"max":100,"prefix":"","suffix":"","label":"Design"}
import { num, str, type Field } from '../../runtime/schema';

/** A number field that also refuses the numbers `accept` rejects, giving its default instead. */
export function numberWhere(field: Field<number>, accept: (value: number) => boolean): Field<number> {
  return {
    default: field.default,
    coerce(value) {
      const result = field.coerce(value);
      return result.ok && accept(result.value) ? result : { ok: false, value: field.default };
    },
  };
}

export const progressFields = {
  current: numberWhere(num(0), (value) => value >= 0),
  max: numberWhere(num(100), (value) => value > 0),
  prefix: str(''),
  suffix: str(''),
  /** Shown with the indicator and its accessible name. */
  label: str(''),
};
