// The server markup: `.ha-ec` (empty, with the settings as data attributes) inside `.ha-ec-wrapper`,
// then the popup template `.ha-ec-popup-wrapper` when the popup is on. Events come from the
// page: a JSON script block in the widget, the inline global `HaECjson{id}`, or the older
// `data-events` attribute.

const SETTINGS = ['initialview', 'firstday', 'locale', 'show-popup', 'allday-text', 'time-format'] as const;

export interface CalendarParts {
  calendar: HTMLElement;
  /** The server's popup template, hidden while the widget runs; null when not printed. */
  template: HTMLElement | null;
}

export function findParts(container: HTMLElement): CalendarParts | null {
  const calendar = container.querySelector<HTMLElement>('.ha-ec');
  if (!calendar) return null;
  return { calendar, template: container.querySelector<HTMLElement>('.ha-ec-popup-wrapper') };
}

/** A JSON text as its value; unreadable text is passed on as is so the schema reports it. */
function parsed(textValue: string): unknown {
  try {
    return JSON.parse(textValue);
  } catch {
    return textValue;
  }
}

function readEvents(element: HTMLElement, container: HTMLElement, calendar: HTMLElement | null): unknown {
  const block = container.querySelector('script.ha-ec-data[type="application/json"]');
  if (block) return parsed(block.textContent ?? '');
  const global = (window as unknown as Record<string, unknown>)[`HaECjson${element.dataset.id ?? ''}`];
  if (global !== undefined) return typeof global === 'string' ? parsed(global) : global;
  const attribute = calendar?.getAttribute('data-events');
  return attribute ? parsed(attribute) : undefined;
}

/** Raw settings from the `.ha-ec` attributes plus the events. */
export function readSettings(element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  const calendar = container.querySelector<HTMLElement>('.ha-ec');
  const raw: Record<string, unknown> = {};
  for (const name of SETTINGS) {
    const value = calendar?.getAttribute(`data-${name}`);
    if (value !== null && value !== undefined) raw[name] = value;
  }
  // The server prints the switcher as `data-show-popup=""` when it is off.
  if (raw['show-popup'] === '') raw['show-popup'] = 'no';
  const events = readEvents(element, container, calendar);
  if (events !== undefined) raw.events = events;
  return raw;
}

export interface PopupTexts {
  timeTitle: string;
  guestTitle: string;
  locationTitle: string;
  readMore: string;
  /** The template's icons (SVG markup), sanitised where they are shown. */
  icons: { time: string; guest: string; location: string };
}

export function readPopupTexts(template: HTMLElement | null): PopupTexts {
  const textOf = (selector: string) => template?.querySelector(selector)?.textContent?.trim() ?? '';
  const iconOf = (selector: string) => template?.querySelector(selector)?.innerHTML.trim() ?? '';
  return {
    timeTitle: textOf('.ha-ec-time-title'),
    guestTitle: textOf('.ha-ec-guest-title'),
    locationTitle: textOf('.ha-ec-location-title'),
    readMore: textOf('.ha-ec-popup-readmore-link') || 'Read More',
    icons: { time: iconOf('.ha-ec-time-icon'), guest: iconOf('.ha-ec-guest-icon'), location: iconOf('.ha-ec-location-icon') },
  };
}
