// Languages. FullCalendar names days and months through Intl for any language tag; its locale files
// add the translated button texts and hints. The files of a few languages are loaded on demand
// (each is a tiny chunk of its own, fetched only by a calendar that uses it); any other tag gets
// Intl names with English buttons, and English needs no file.
import type { LocaleInput } from '@fullcalendar/core';

type Loader = () => Promise<{ default: LocaleInput }>;

const FILES: Record<string, Loader> = {
  de: () => import('@fullcalendar/core/locales/de'),
  es: () => import('@fullcalendar/core/locales/es'),
  fr: () => import('@fullcalendar/core/locales/fr'),
  it: () => import('@fullcalendar/core/locales/it'),
  nl: () => import('@fullcalendar/core/locales/nl'),
  pt: () => import('@fullcalendar/core/locales/pt'),
};

/** The locale file for a tag (by its language, so `de-at` uses `de`), or null. */
export function localeFileFor(tag: string): string | null {
  const language = tag.toLowerCase().split('-')[0];
  return Object.hasOwn(FILES, language) ? language : null;
}

/** What to give FullCalendar's `locale` option: a loaded locale, or the tag itself. */
export async function loadLocale(tag: string): Promise<LocaleInput | string> {
  const file = localeFileFor(tag);
  return file ? (await FILES[file]()).default : tag;
}
