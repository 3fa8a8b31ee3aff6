// FullCalendar and the four views the add-on offers, loaded as a chunk of their own (see calendar.ts).
export { Calendar } from '@fullcalendar/core';
export { default as dayGridPlugin } from '@fullcalendar/daygrid';
export { default as timeGridPlugin } from '@fullcalendar/timegrid';
export { default as listPlugin } from '@fullcalendar/list';
// Plugin API (FullCalendar's own plugins import it): the scrollbar size, measured once per page.
export { getScrollbarWidths } from '@fullcalendar/core/internal';
