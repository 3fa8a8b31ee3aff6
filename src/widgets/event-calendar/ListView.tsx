// The list: each day of the month that has events, then its events with their times. A click
// anywhere on an event's row does what a click on its title does.
import type { MouseEvent } from 'react';
import { useCalendar, type CalendarContextValue } from './context';
import { dayKey } from './dates';
import { EventItem } from './EventItem';
import { eventTime, listDayTexts } from './format';
import { listDays, type ListItem } from './layout';
import type { ViewProps } from './MonthView';

function itemTime({ entry, starts, ends }: ListItem, context: CalendarContextValue): string {
  if (entry.allDay || (!starts && !ends)) return context.texts.allDay;
  if (starts && ends) return eventTime(entry.start, entry.hasEnd ? entry.end : null, context);
  return starts ? eventTime(entry.start, null, context) : `- ${eventTime(entry.end, null, context)}`;
}

const clickTitle = (event: MouseEvent<HTMLElement>) => {
  const title = event.currentTarget.querySelector<HTMLElement>('.fc-list-event-title > a');
  if (title && !title.contains(event.target as Node)) title.click();
};

export function ListView({ days, entries, today }: ViewProps) {
  const context = useCalendar();
  const groups = listDays(entries, days);
  if (!groups.length) {
    return (
      <div className="fc-list fc-list-empty">
        <div className="fc-list-empty-cushion">{context.texts.noEvents}</div>
      </div>
    );
  }
  return (
    <table className="fc-list fc-list-table">
      <tbody>
        {groups.flatMap(({ day, items }) => {
          const key = dayKey(day);
          const [weekday, date] = listDayTexts(day, context.language);
          return [
            <tr key={key} className={`fc-list-day${key === today ? ' fc-day-today' : ''}`} data-date={key}>
              <th colSpan={3} scope="colgroup">
                <span className="fc-list-day-text">{weekday}</span>
                <span className="fc-list-day-side-text">{date}</span>
              </th>
            </tr>,
            ...items.map((item) => (
              <tr key={`${key} ${item.entry.id}`} className="fc-list-event fc-event" onClick={clickTitle}>
                <td className="fc-list-event-time">{itemTime(item, context)}</td>
                <td className="fc-list-event-graphic" aria-hidden="true">
                  <span className="fc-list-event-dot" />
                </td>
                <td className="fc-list-event-title">
                  <EventItem entry={item.entry} tag="a">
                    {item.entry.title}
                  </EventItem>
                </td>
              </tr>
            )),
          ];
        })}
      </tbody>
    </table>
  );
}
