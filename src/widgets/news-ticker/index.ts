import { defineWidget } from '../../runtime/define';
import { readTickerSettings } from './dom';
import { NewsTicker } from './NewsTicker';
import { newsTickerSchema } from './settings';

export default defineWidget({
  pattern: 'enhance',
  schema: newsTickerSchema,
  read: readTickerSettings,
  Component: NewsTicker,
});
