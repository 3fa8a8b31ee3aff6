// The week and the day: the days' heads, the all-day row, and a column per day over 24 hours of
// half-hour slots, each timed event a box from its start to its end, side by side when they overlap.
import type { CSSProperties } from 'react';
import { useCalendar } from './context';
import { dayKey, type ViewName } from './dates';
import { DayRow } from './DayRow';
import { EventItem } from './EventItem';
import { columnHead, eventTime, hourLabel } from './format';
import { timeSegments, type TimeSegment } from './layout';
import type { ViewProps } from './MonthView';

const MINUTES_PER_DAY = 1440;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function TimedEvent({ segment }: { segment: TimeSegment }) {
  const context = useCalendar();
  const { entry, top, bottom, column, columns, starts, ends } = segment;
  const place = {
    '--ha-ec-top': top / MINUTES_PER_DAY,
    '--ha-ec-length': (bottom - top) / MINUTES_PER_DAY,
    '--ha-ec-column': column,
    '--ha-ec-columns': columns,
  } as CSSProperties;
  const edges = `${starts ? ' fc-event-start' : ''}${ends ? ' fc-event-end' : ''}`;
  return (
    <EventItem entry={entry} style={place} className={`fc-event fc-timegrid-event fc-v-event${edges}`}>
      <span className="fc-event-time">{eventTime(entry.start, entry.hasEnd ? entry.end : null, context)}</span>
      <span className="fc-event-title">{entry.title}</span>
    </EventItem>
  );
}

export function TimeGridView({ view, days, entries, today }: ViewProps & { view: ViewName }) {
  const { language, texts } = useCalendar();
  const allDay = entries.filter((entry) => entry.allDay);
  return (
    <div className="fc-timegrid" style={{ '--ha-ec-days': days.length } as CSSProperties}>
      <div className="fc-col-header">
        <div className="fc-timegrid-axis" />
        {days.map((day) => (
          <div key={day.getTime()} className={`fc-col-header-cell${dayKey(day) === today ? ' fc-day-today' : ''}`}>
            {columnHead(view, day, language)}
          </div>
        ))}
      </div>
      <div className="fc-timegrid-allday">
        <div className="fc-timegrid-axis">{texts.allDay}</div>
        <DayRow days={days} entries={allDay} today={today} />
      </div>
      <div className="fc-timegrid-body">
        <div className="fc-timegrid-slots" aria-hidden="true">
          {HOURS.map((hour) => (
            <div key={hour} className="fc-timegrid-slot">
              <span className="fc-timegrid-slot-label">{hourLabel(hour, language)}</span>
            </div>
          ))}
        </div>
        {days.map((day, i) => {
          const key = dayKey(day);
          return (
            <div key={key} className={`fc-timegrid-col${key === today ? ' fc-day-today' : ''}`} data-date={key} style={{ gridColumn: i + 2 }}>
              {timeSegments(entries, day).map((segment) => (
                <TimedEvent key={segment.entry.id} segment={segment} />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
