import './base.css';
import { defineWidget } from '../../runtime';
import { readSettings } from './dom';
import { EventCalendar } from './EventCalendar';
import { calendarSchema } from './settings';
import './calendar.css';
import './popup.css';

export default defineWidget({
  requires: '.ha-ec',
  schema: calendarSchema,
  read: readSettings,
  Component: EventCalendar,
});
