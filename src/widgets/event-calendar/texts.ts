// The calendar's own words in its language: the toolbar's buttons, the all-day label and the empty
// list's message (the translations FullCalendar's locale files carry, which the add-on's calendar
// showed). Day and month names come from Intl (see format.ts); other languages get English words.

const KEYS = ['today', 'month', 'week', 'day', 'list', 'previous', 'next', 'allDay', 'noEvents'] as const;

export type CalendarTexts = Record<(typeof KEYS)[number], string>;

// Each language's words in the order of KEYS.
const WORDS: Record<string, string> = {
  en: 'today|month|week|day|list|Previous|Next|all-day|No events to display',
  de: 'Heute|Monat|Woche|Tag|Terminübersicht|Zurück|Vor|Ganztägig|Keine Ereignisse anzuzeigen',
  es: 'Hoy|Mes|Semana|Día|Agenda|Anterior|Siguiente|Todo el día|No hay eventos para mostrar',
  fr: "Aujourd'hui|Mois|Semaine|Jour|Planning|Précédent|Suivant|Toute la journée|Aucun évènement à afficher",
  it: 'Oggi|Mese|Settimana|Giorno|Agenda|Precedente|Successivo|Tutto il giorno|Non ci sono eventi da visualizzare',
  nl: 'Vandaag|Maand|Week|Dag|Lijst|Vorige|Volgende|Hele dag|Geen evenementen om te laten zien',
  pt: 'Hoje|Mês|Semana|Dia|Agenda|Anterior|Seguinte|Todo o dia|Não há eventos para mostrar',
};

/** The texts for a language tag, by its language (`de-at` reads `de`); English for the others. */
export function textsFor(tag: string): CalendarTexts {
  const language = tag.toLowerCase().split('-')[0];
  const words = WORDS[Object.hasOwn(WORDS, language) ? language : 'en'].split('|');
  return Object.fromEntries(KEYS.map((key, i) => [key, words[i]])) as unknown as CalendarTexts;
}
