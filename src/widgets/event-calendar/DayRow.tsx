// A row of days with its events as bars across them, one line per level: a week of the month, or
// the all-day row above the time grid. A grid of the row's days: each day fills its column, and an
// event sits on its line over the columns of its days.
import { useCalendar } from './context';
import { dayKey } from './dates';
import { EventItem } from './EventItem';
import { eventTime } from './format';
import { isBar, rowSegments, type CalendarEntry, type RowSegment } from './layout';

interface DayRowProps {
  days: readonly Date[];
  entries: readonly CalendarEntry[];
  today: string;
  /** The month the row belongs to: its days get their numbers, days of other months are dimmed. */
  month?: number;
}

/** The height of the line with the day's number, and of each line of events (see the stylesheet). */
const NUMBER_LINE = '1.75em';
const EVENT_LINE = '1.5em';

function Segment({ segment }: { segment: RowSegment }) {
  const context = useCalendar();
  const { entry, from, to, level, starts, ends } = segment;
  const bar = isBar(entry);
  const place = { gridColumn: `${from + 1} / ${to + 2}`, gridRow: level + 2 };
  const edges = `${starts ? ' fc-event-start' : ''}${ends ? ' fc-event-end' : ''}`;
  const time = !entry.allDay && starts && <span className="fc-event-time">{eventTime(entry.start, null, context)}</span>;
  return (
    <EventItem entry={entry} style={place} className={`fc-event fc-daygrid-event ${bar ? 'fc-daygrid-block-event fc-h-event' : 'fc-daygrid-dot-event'}${edges}`}>
      {!bar && <span className="fc-daygrid-event-dot" aria-hidden="true" />}
      {time}
      <span className="fc-event-title">{entry.title}</span>
    </EventItem>
  );
}

export function DayRow({ days, entries, today, month }: DayRowProps) {
  const segments = rowSegments(entries, days);
  const levels = Math.max(0, ...segments.map((segment) => segment.level + 1));
  const numbered = month !== undefined;
  const rows = [numbered ? NUMBER_LINE : '0.25em', ...Array<string>(levels).fill(EVENT_LINE), 'minmax(0.25em, 1fr)'].join(' ');
  return (
    <div className="fc-daygrid-week" style={{ gridTemplateRows: rows }}>
      {days.map((day, i) => {
        const key = dayKey(day);
        const other = numbered && day.getMonth() !== month ? ' fc-day-other' : '';
        return (
          <div key={key} className={`fc-day fc-daygrid-day${key === today ? ' fc-day-today' : ''}${other}`} data-date={key} style={{ gridColumn: i + 1 }}>
            {numbered && <span className="fc-daygrid-day-number">{day.getDate()}</span>}
          </div>
        );
      })}
      {segments.map((segment) => (
        <Segment key={segment.entry.id} segment={segment} />
      ))}
    </div>
  );
}
