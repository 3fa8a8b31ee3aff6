// FullCalendar on the server's `.ha-ec` element, set up as the add-on sets it (toolbar, views,
// automatic height), with event times in the PHP time format and clicks that open the popup or
// follow the event's link. No date click handler: the original's threw (quirk 3).
import type { EventClickArg, EventMountArg, LocaleInput } from '@fullcalendar/core';
import { FIRST_VIEW } from './drawing';
import { linkAttributes, type EventDetails, type MappedEvents } from './events';
import { formatPhpDate } from './php-time';

// A dynamic import gives FullCalendar a chunk of its own, fetched only on pages with a calendar.
const { Calendar, dayGridPlugin, timeGridPlugin, listPlugin, getScrollbarWidths } = await import('./vendor');
export type Calendar = InstanceType<typeof Calendar>;

export interface CalendarSetup {
  firstDay: number;
  locale: LocaleInput | string;
  /** The language tag, for day and month names in the time format. */
  language: string;
  timeFormat: string;
  rtl: boolean;
  events: MappedEvents;
  popup: boolean;
  /** The popup is on and an event was chosen; `trigger` is the element that takes focus back. */
  onOpen(details: EventDetails, trigger: HTMLElement): void;
  report(error: unknown): void;
}

/** The event's focusable element: the event itself, or (list view) the link in its row. */
function focusable(el: HTMLElement): HTMLElement {
  return el.matches('a') ? el : (el.querySelector<HTMLElement>('a') ?? el);
}

function follow(details: EventDetails): void {
  const link = linkAttributes(details);
  if (!link) return;
  if (link.target) window.open(link.href, link.target, 'noopener');
  else window.location.assign(link.href);
}

/**
 * FullCalendar's first render measures the scrollbar with an element it adds to the page, which lays
 * out everything mounted meanwhile (89 ms at 4x on the 100-widget bench page). Measured right after
 * a layout instead, once per page, it costs next to nothing.
 */
export const measureScrollbar = (): void => void getScrollbarWidths();

/**
 * Takes `el` off the page, a bare copy of it holding its place, until the returned function puts it
 * back (once; later calls do nothing). FullCalendar measures its own elements at the end of each
 * render: off the page that lays nothing out, where on it the render laid out the new calendar inside
 * our task (about half of a 125 ms render at 4x). Kept off while it is drawn in steps, it is styled
 * and laid out once, in the frame after it is back: put back after each step, the browser did that
 * again for every step.
 */
export function takeOff(el: HTMLElement): () => void {
  const stand = el.cloneNode(false) as HTMLElement;
  el.replaceWith(stand);
  return () => {
    if (stand.isConnected) stand.replaceWith(el);
  };
}

/**
 * The calendar on the element, not rendered yet and without its events (`addEventSource(events.inputs)`
 * adds them): the `drawingSteps` draw it, `destroy()` takes it away.
 */
export function createCalendar(el: HTMLElement, setup: CalendarSetup): Calendar {
  const { events, popup } = setup;
  const detailsOf = (id: string): EventDetails | undefined => events.details[Number(id)];
  const guard =
    <A>(handler: (arg: A) => void) =>
    (arg: A) => {
      try {
        handler(arg);
      } catch (error) {
        setup.report(error);
      }
    };

  const onClick = ({ event, el: eventEl, jsEvent }: EventClickArg) => {
    const details = detailsOf(event.id);
    if (!details) return;
    const onLink = (jsEvent.target as Element | null)?.closest?.('a[href]');
    // Ctrl-, Cmd- or Shift-click on the link: the browser opens it as the visitor asked.
    if (onLink && (jsEvent.ctrlKey || jsEvent.metaKey || jsEvent.shiftKey)) return;
    if (popup) {
      jsEvent.preventDefault();
      setup.onOpen(details, focusable(eventEl));
      return;
    }
    // The link itself carries its target and rel; a list row around it is followed the same way.
    if (onLink || !details.url) return;
    jsEvent.preventDefault();
    follow(details);
  };

  const onMount = ({ event, el: eventEl }: EventMountArg) => {
    const details = detailsOf(event.id);
    const target = focusable(eventEl);
    const link = details && linkAttributes(details);
    if (link?.target) target.setAttribute('target', link.target);
    if (link?.rel) target.setAttribute('rel', link.rel);
    if (!popup) return;
    target.setAttribute('aria-haspopup', 'dialog');
    if (!target.hasAttribute('href')) target.setAttribute('role', 'button');
  };

  return new Calendar(el, {
    plugins: [dayGridPlugin, timeGridPlugin, listPlugin],
    initialView: FIRST_VIEW,
    firstDay: setup.firstDay,
    locale: setup.locale,
    ...(setup.rtl ? { direction: 'rtl' as const } : {}),
    headerToolbar: { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' },
    height: 'auto',
    stickyHeaderDates: false,
    eventTimeFormat: ({ date, end }) => {
      const format = (parts: typeof date) => formatPhpDate(parts, setup.timeFormat, setup.language);
      return end ? `${format(date)} - ${format(end)}` : format(date);
    },
    // With the popup every event opens it, so every event takes focus and Enter.
    eventInteractive: popup,
    eventClick: guard(onClick),
    eventDidMount: guard(onMount),
  });
}
