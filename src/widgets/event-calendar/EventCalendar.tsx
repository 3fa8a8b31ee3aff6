import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { createRestorer, snapshotAttributes } from '../../ui/restorer';
import { afterLayout, afterLayoutInTurn } from '../../ui/layout-batch';
import { loadIntl, nextTask } from '../../ui/steps';
import { createCalendar, measureScrollbar, takeOff, type Calendar } from './calendar';
import { findParts, readPopupTexts } from './dom';
import { drawingSteps } from './drawing';
import { EventPopup } from './EventPopup';
import { mapEvents, timeText, type EventDetails } from './events';
import { loadLocale } from './locales';
import type { CalendarSettings } from './settings';

interface OpenEvent {
  details: EventDetails;
  /** Where focus goes back when the popup closes. */
  trigger: HTMLElement;
}

/**
 * Renders FullCalendar into the server's empty `.ha-ec` and, when the popup is on, shows the chosen
 * event in a dialog built from the server's popup template (its labels and icons), which itself
 * stays hidden. Unmounting destroys the calendar and puts the server markup back.
 */
export function EventCalendar({ container, settings, env }: WidgetProps<CalendarSettings>) {
  const parts = useMemo(() => findParts(container), [container]);
  const texts = useMemo(() => readPopupTexts(parts?.template ?? null), [parts]);
  const events = useMemo(() => mapEvents(settings.events), [settings.events]);
  const [open, setOpen] = useState<OpenEvent | null>(null);
  const { initialview, firstday, locale } = settings;
  const popup = settings['show-popup'];
  const timeFormat = settings['time-format'];

  // Once, about the markup and data the widget mounted with.
  useEffect(() => {
    if (!parts) env.warn('no .ha-ec element found; nothing to do');
    if (events.dropped) env.warn(`${events.dropped} event(s) without a readable start were left out`);
  }, []);

  useLayoutEffect(() => {
    if (!parts?.template) return;
    const restorer = createRestorer();
    restorer.attr(parts.template, 'hidden', '');
    return () => restorer.restore();
  }, [parts]);

  // FullCalendar in steps of their own tasks: the language, the calendar's data, the scrollbar and
  // the element's height measured after a layout, then off the page the calendar drawn in parts and
  // its events, and its sizes after the layout of the next frame, which lays it out hidden.
  useEffect(() => {
    if (!parts) return;
    const { calendar: el } = parts;
    const restoreAttributes = snapshotAttributes([el], ['class', 'style']);
    const children = [...el.childNodes];
    const abort = new AbortController();
    const { signal } = abort;
    let calendar: Calendar | undefined;
    let stopSizing = () => {};
    let putBack = () => {};
    (async () => {
      const localeInput = await loadLocale(locale);
      await loadIntl('date');
      if (!(await nextTask(signal))) return;
      const drawn = createCalendar(el, {
        firstDay: firstday,
        locale: localeInput,
        language: locale,
        timeFormat,
        rtl: env.config.isRtl,
        events,
        popup,
        onOpen: (details, trigger) => setOpen({ details, trigger }),
        report: env.report,
      });
      calendar = drawn;
      const height = await afterLayout(el, signal, () => {
        measureScrollbar();
        return el.getBoundingClientRect().height;
      });
      if (height === null) return;
      putBack = takeOff(el);
      for (const step of [...drawingSteps(drawn, initialview, firstday), () => drawn.addEventSource(events.inputs)]) {
        if (!(await nextTask(signal))) return;
        step();
      }
      // Back on the page hidden and at the height it had until it has its size: unsized, its height
      // is not the final one, and what follows would move twice. Contained meanwhile, so that the
      // layout its sizing makes lays out the calendar alone, not the page around it (FullCalendar
      // measures its cells after re-rendering: 24 ms of layout at 4x on the 100-widget page, 17 now).
      const { visibility, height: inlineHeight, contain } = el.style;
      el.style.visibility = 'hidden';
      el.style.contain = 'strict';
      el.style.height = `${height}px`;
      putBack();
      // Sized in the layout report after the frame that lays it out (its first reads lay nothing out
      // there), in turn with carousels and other calendars.
      stopSizing = afterLayoutInTurn(el, {
        run: () => {
          drawn.updateSize();
          el.style.height = inlineHeight;
          el.style.visibility = visibility;
          el.style.contain = contain;
        },
        report: env.report,
      });
    })().catch(env.report);
    return () => {
      abort.abort();
      stopSizing();
      putBack();
      setOpen(null);
      calendar?.destroy();
      el.replaceChildren(...children);
      restoreAttributes();
    };
  }, [parts, events, popup, initialview, firstday, locale, timeFormat]);

  if (!open) return null;
  const onClosed = () => {
    setOpen(null);
    if (open.trigger.isConnected) open.trigger.focus();
  };
  const time = timeText(open.details, { allDayText: settings['allday-text'], timeFormat, locale });
  return createPortal(<EventPopup details={open.details} time={time} texts={texts} onClosed={onClosed} />, container);
}
