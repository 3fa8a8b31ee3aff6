// The drawn calendar: the toolbar and the view it chose, on the day it shows. Starts on today in the
// editor's initial view.
import { useMemo, useState } from 'react';
import { dayKey, startOfDay, stepDate, visibleDays, type ViewName } from './dates';
import { viewTitle } from './format';
import { sortEntries, type CalendarEntry } from './layout';
import { ListView } from './ListView';
import { MonthView } from './MonthView';
import { TimeGridView } from './TimeGridView';
import { Toolbar } from './Toolbar';
import { useCalendar } from './context';

interface CalendarViewProps {
  initialView: ViewName;
  firstDay: number;
  rtl: boolean;
  entries: readonly CalendarEntry[];
}

export function CalendarView({ initialView, firstDay, rtl, entries }: CalendarViewProps) {
  const { language } = useCalendar();
  const [view, setView] = useState(initialView);
  const [date, setDate] = useState(() => startOfDay(new Date()));
  const sorted = useMemo(() => sortEntries(entries), [entries]);
  const days = useMemo(() => visibleDays(view, date, firstDay), [view, date, firstDay]);
  const now = new Date();
  const today = dayKey(now);
  const props = { days, entries: sorted, today };
  return (
    <div className={`fc fc-media-screen fc-direction-${rtl ? 'rtl' : 'ltr'}`}>
      <Toolbar
        title={viewTitle(view, days, language)}
        view={view}
        showsToday={dayKey(visibleDays(view, now, firstDay)[0]) === dayKey(days[0])}
        onStep={(steps) => setDate(stepDate(view, date, steps))}
        onToday={() => setDate(startOfDay(new Date()))}
        onView={setView}
      />
      <div className={`fc-view fc-${view}-view`}>
        {view === 'dayGridMonth' ? (
          <MonthView {...props} />
        ) : view === 'listMonth' ? (
          <ListView {...props} />
        ) : (
          <TimeGridView view={view} {...props} />
        )}
      </div>
    </div>
  );
}
