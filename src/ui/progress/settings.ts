// Settings both progress indicators read from data-settings:
//   {"current":65,"max":100,"prefix":"","suffix":"","label":"Design"}
import { num, str, where } from '../../settings/schema';

export const progressFields = {
  current: where(num(0), (value) => value >= 0),
  max: where(num(100), (value) => value > 0),
  prefix: str(''),
  suffix: str(''),
  /** Shown with the indicator and its accessible name. */
  label: str(''),
};
