import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { createRestorer } from '../../ui/restorer';
import { loadIntl } from '../../ui/steps';
import { CalendarView } from './CalendarView';
import { CalendarContext, type CalendarContextValue } from './context';
import { findParts, readPopupTexts } from './dom';
import { mapEvents, timeText, type EventDetails } from './events';
import type { CalendarSettings } from './settings';
import { textsFor } from './texts';

type PopupModule = typeof import('./EventPopup');

interface OpenEvent {
  details: EventDetails;
  /** Where focus goes back when the popup closes. */
  trigger: HTMLElement;
}

/**
 * Draws the calendar into the server's empty `.ha-ec` and, when the popup is on, shows the chosen
 * event in a dialog built from the server's popup template (its labels and icons), which itself
 * stays hidden. Unmounting takes the calendar away; the served markup is as it was.
 */
export function EventCalendar({ container, settings, env }: WidgetProps<CalendarSettings>) {
  const parts = useMemo(() => findParts(container), [container]);
  const popupTexts = useMemo(() => readPopupTexts(parts?.template ?? null), [parts]);
  const events = useMemo(() => mapEvents(settings.events), [settings.events]);
  const [open, setOpen] = useState<OpenEvent | null>(null);
  // The page's first date format loads the browser's locale data: in a task of its own, first.
  const [intlLoaded, setIntlLoaded] = useState(false);
  // The popup is a chunk of its own, fetched once the calendar is drawn, before an event is chosen.
  // Should it fail to load, events follow their links as with the popup off.
  const [popupModule, setPopupModule] = useState<PopupModule | 'failed' | null>(null);
  const { locale, initialview, firstday } = settings;
  const popup = settings['show-popup'] && popupModule !== 'failed';
  const timeFormat = settings['time-format'];

  // Once, about the markup and data the widget mounted with.
  useEffect(() => {
    if (!parts) env.warn('no .ha-ec element found; nothing to do');
    if (events.dropped) env.warn(`${events.dropped} event(s) without a readable start were left out`);
    let live = true;
    loadIntl('date')
      .then(() => live && setIntlLoaded(true))
      .then(async () => {
        if (!settings['show-popup']) return;
        try {
          const loaded = await import('./EventPopup');
          if (live) setPopupModule(loaded);
        } catch (error) {
          env.report(error);
          if (live) setPopupModule('failed');
        }
      })
      .catch(env.report);
    return () => {
      live = false;
    };
  }, []);

  useLayoutEffect(() => {
    if (!parts?.template) return;
    const restorer = createRestorer();
    restorer.attr(parts.template, 'hidden', '');
    return () => restorer.restore();
  }, [parts]);

  const context = useMemo<CalendarContextValue>(
    () => ({
      texts: textsFor(locale),
      language: locale,
      timeFormat,
      details: events.details,
      popup,
      onOpen: (details, trigger) => setOpen({ details, trigger }),
    }),
    [locale, timeFormat, events, popup],
  );

  if (!parts) return null;
  const calendar = intlLoaded && (
    <CalendarContext.Provider value={context}>
      <CalendarView initialView={initialview} firstDay={firstday} rtl={env.config.isRtl} entries={events.entries} />
    </CalendarContext.Provider>
  );
  const onClosed = () => {
    setOpen(null);
    if (open?.trigger.isConnected) open.trigger.focus();
  };
  return (
    <>
      {calendar && createPortal(calendar, parts.calendar)}
      {open &&
        popupModule &&
        popupModule !== 'failed' &&
        createPortal(
          <popupModule.EventPopup
            details={open.details}
            time={timeText(open.details, { allDayText: settings['allday-text'], timeFormat, locale })}
            texts={popupTexts}
            onClosed={onClosed}
          />,
          container,
        )}
    </>
  );
}
