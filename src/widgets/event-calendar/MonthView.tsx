// The month: the weekdays' heads and six weeks of days.
import { useCalendar } from './context';
import { DayRow } from './DayRow';
import { columnHead } from './format';
import type { CalendarEntry } from './layout';

/** What each view draws: its days, the events (sorted) and today's key. */
export interface ViewProps {
  days: readonly Date[];
  entries: readonly CalendarEntry[];
  today: string;
}

export function MonthView({ days, entries, today }: ViewProps) {
  const { language } = useCalendar();
  const month = days[15].getMonth();
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <div className="fc-daygrid">
      <div className="fc-col-header">
        {weeks[0].map((day) => (
          <div key={day.getDay()} className="fc-col-header-cell">
            {columnHead('dayGridMonth', day, language)}
          </div>
        ))}
      </div>
      <div className="fc-daygrid-body">
        {weeks.map((week) => (
          <DayRow key={week[0].getTime()} days={week} entries={entries} today={today} month={month} />
        ))}
      </div>
    </div>
  );
}
