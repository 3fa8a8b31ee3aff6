// The order in which the calendar first draws itself (see drawingSteps).

/** What `drawingSteps` asks of FullCalendar's Calendar. */
export interface Drawable {
  getDate(): Date;
  render(): void;
  changeView(view: string, range?: { start: Date; end: Date }): void;
  gotoDate(date: Date): void;
  batchRendering(work: () => void): void;
}

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const weekStart = (date: Date, firstDay: number) => addDays(date, -((date.getDay() - firstDay + 7) % 7));

/** What the calendar draws first: an empty list is its toolbar and frame and next to nothing else. */
export const FIRST_VIEW = 'listMonth';

/**
 * The calendar's first drawing in parts, each to run in a task of its own. FullCalendar draws a view
 * in one go: a month took 60 to 230 ms at 4x, most of it the grid. So it draws its toolbar and frame
 * first (an empty list), then the grid its view has, growing from its first week or day (it keeps
 * the rows it drew), and last `view` itself, back on the day it showed: a range moves the calendar's
 * date to the range's start when the day is outside it, and the toolbar's week and day buttons go to
 * that date. (A range also sets FullCalendar's `visibleRange` option, which views with a duration,
 * as all four are, ignore.)
 */
export function drawingSteps(calendar: Drawable, view: string, firstDay: number): (() => void)[] {
  const day = calendar.getDate();
  const span = (type: string, start: Date, days: number) => () => calendar.changeView(type, { start, end: addDays(start, days) });
  const monthStart = weekStart(new Date(day.getFullYear(), day.getMonth(), 1), firstDay);
  const growth =
    view === 'dayGridMonth'
      ? [span('dayGrid', monthStart, 7), span('dayGrid', monthStart, 21)]
      : view === 'timeGridWeek'
        ? [span('timeGrid', weekStart(day, firstDay), 1)]
        : [];
  const render = () => calendar.render();
  const last = () =>
    calendar.batchRendering(() => {
      calendar.changeView(view);
      calendar.gotoDate(day);
    });
  return view === FIRST_VIEW ? [render] : [render, ...growth, last];
}
