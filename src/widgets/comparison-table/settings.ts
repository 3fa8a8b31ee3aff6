import { bool, schema, type SettingsOf } from '../../settings/schema';
import { HEAD } from './dom';

export const comparisonSchema = schema({
  // The add-on prints this switcher on the head as data-sticky-header ('yes', or 'no' when off).
  sticky_table_header: bool(false),
});

export type ComparisonSettings = SettingsOf<typeof comparisonSchema>;

export function readComparison(_element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  const value = container.querySelector(HEAD)?.getAttribute('data-sticky-header');
  return value === null || value === undefined ? {} : { sticky_table_header: value };
}
