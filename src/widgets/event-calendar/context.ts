import { createContext, useContext } from 'react';
import type { EventDetails } from './events';
import type { TimeFormat } from './format';
import type { CalendarTexts } from './texts';

/** What every part of a drawn calendar reads: its words, its formats and what a chosen event does. */
export interface CalendarContextValue extends TimeFormat {
  texts: CalendarTexts;
  details: readonly EventDetails[];
  /** Whether choosing an event opens the popup (else its link is followed). */
  popup: boolean;
  /** The popup is on and an event was chosen; `trigger` is the element that takes focus back. */
  onOpen(details: EventDetails, trigger: HTMLElement): void;
}

export const CalendarContext = createContext<CalendarContextValue | null>(null);

export function useCalendar(): CalendarContextValue {
  const value = useContext(CalendarContext);
  if (!value) throw new Error('a calendar part outside its calendar');
  return value;
}
