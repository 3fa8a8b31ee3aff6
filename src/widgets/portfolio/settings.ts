import { num, oneOf, schema, where, type SettingsOf } from '../../settings/schema';
import { JUSTIFY_HEIGHT } from './premount';

// Spec sections 3 and 9: layoutType masonry or justify, 3 columns, 6 per page, justify height 300.
export const MAX_COLUMNS = 6;

export const portfolioSchema = schema({
  layoutType: oneOf(['masonry', 'justify'], 'masonry'),
  // Out of range gives the default, not the nearest bound: 0 or -2 per page is a mistake, not "1".
  columns: where(num(3, { integer: true }), (n) => n >= 1 && n <= MAX_COLUMNS),
  perPage: where(num(6, { integer: true }), (n) => n >= 1),
  justifyHeight: where(num(JUSTIFY_HEIGHT.default), (n) => n > 0),
});

export type PortfolioSettings = SettingsOf<typeof portfolioSchema>;
