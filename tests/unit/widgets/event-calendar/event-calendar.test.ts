import { afterEach, describe, expect, it } from 'vitest';
import { findParts, readPopupTexts, readSettings } from '../../../../src/widgets/event-calendar/dom';
import {
  INVALID_END_TEXT,
  hasInvalidEnd,
  isOn,
  linkAttributes,
  mapEvents,
  parseDate,
  safeUrl,
  timeText,
  type EventDetails,
} from '../../../../src/widgets/event-calendar/events';
import { textsFor } from '../../../../src/widgets/event-calendar/texts';
import { calendarSchema } from '../../../../src/widgets/event-calendar/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => calendarSchema.parse(raw, 'desktop', breakpoints);

const details = (over: Partial<EventDetails> = {}): EventDetails => ({
  title: 'Talk',
  start: '2025-06-12 09:00',
  end: '2025-06-12 10:30:01',
  allDay: false,
  url: '',
  external: false,
  nofollow: false,
  guest: '',
  location: '',
  description: '',
  image: '',
  ...over,
});
const options = { allDayText: 'All Day', timeFormat: 'g:i a', locale: 'en' };

describe('settings schema', () => {
  it('defaults are the add-on\'s: month view, Sunday, English, popup on, "All Day", g:i a, no events', () => {
    expect(parse({})).toEqual({
      value: {
        initialview: 'dayGridMonth',
        firstday: 0,
        locale: 'en',
        'show-popup': true,
        'allday-text': 'All Day',
        'time-format': 'g:i a',
        events: [],
      },
      problems: [],
    });
  });

  it('reads the attribute strings', () => {
    const { value, problems } = parse({
      initialview: 'listMonth',
      firstday: '1',
      locale: 'de',
      'show-popup': 'no',
      'allday-text': 'Ganztägig',
      'time-format': 'H:i',
      events: [{ title: 'x' }],
    });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ initialview: 'listMonth', firstday: 1, locale: 'de', 'show-popup': false, 'allday-text': 'Ganztägig', 'time-format': 'H:i' });
    expect(value.events).toEqual([{ title: 'x' }]);
  });

  it('every view the add-on offers is accepted', () => {
    for (const view of ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth']) expect(parse({ initialview: view }).value.initialview).toBe(view);
  });

  it('locale tags are normalised: lower case, underscores read as hyphens', () => {
    expect(parse({ locale: 'zh-CN' }).value.locale).toBe('zh-cn');
    expect(parse({ locale: 'de_DE' }).value.locale).toBe('de-de');
  });

  it('bad values fall back to the defaults, each with a problem line', () => {
    const { value, problems } = parse({
      initialview: 'yearGrid',
      firstday: '9',
      locale: 'xx_!!',
      'show-popup': 'maybe',
      events: '[broken',
    });
    expect(value).toMatchObject({ initialview: 'dayGridMonth', firstday: 0, locale: 'en', 'show-popup': true, events: [] });
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe('initialview "yearGrid" is not valid; using "dayGridMonth"');
    expect(problems.join(' ')).toContain('firstday "9" is not valid; using 0');
  });

  it('first day must be a whole number from 0 to 6', () => {
    expect(parse({ firstday: 6 }).value.firstday).toBe(6);
    for (const bad of ['-1', '1.5', 'monday', 7]) expect(parse({ firstday: bad }).problems).toHaveLength(1);
  });

  it('events must be a list', () => {
    expect(parse({ events: { title: 'x' } }).problems).toHaveLength(1);
    expect(parse({ events: '[{"title":"x"}]' }).value.events).toEqual([{ title: 'x' }]);
  });
});

describe('readSettings (markup and page data)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete (window as unknown as Record<string, unknown>).HaECjsonabc123;
  });

  const mount = (inner: string) => {
    document.body.innerHTML = `<div class="elementor-element" data-id="abc123"><div class="elementor-widget-container">${inner}</div></div>`;
    const element = document.querySelector<HTMLElement>('[data-id]')!;
    return { element, container: element.firstElementChild as HTMLElement };
  };
  const calendar = (attrs: string) => `<div class="ha-ec-wrapper"><div class="ha-ec" ${attrs}></div></div>`;

  it('reads the data attributes of .ha-ec', () => {
    const { element, container } = mount(
      calendar('data-initialview="listMonth" data-firstday="1" data-locale="fr" data-show-popup="yes" data-allday-text="Toute la journée" data-time-format="H:i"'),
    );
    expect(readSettings(element, container)).toEqual({
      initialview: 'listMonth',
      firstday: '1',
      locale: 'fr',
      'show-popup': 'yes',
      'allday-text': 'Toute la journée',
      'time-format': 'H:i',
    });
  });

  it('an empty data-show-popup (how the server prints "off") means off', () => {
    const { element, container } = mount(calendar('data-show-popup=""'));
    const raw = readSettings(element, container);
    expect(raw['show-popup']).toBe('no');
    expect(parse(raw).value['show-popup']).toBe(false);
  });

  it('events from the inline global HaECjson{id}', () => {
    const events = [{ title: 'From the global', start: '2025-06-12' }];
    (window as unknown as Record<string, unknown>).HaECjsonabc123 = events;
    const { element, container } = mount(calendar(''));
    expect(readSettings(element, container).events).toBe(events);
  });

  it('a JSON script block in the widget comes first', () => {
    (window as unknown as Record<string, unknown>).HaECjsonabc123 = [{ title: 'global' }];
    const { element, container } = mount(
      `${calendar('')}<script type="application/json" class="ha-ec-data">[{"title":"block","start":"2025-06-12"}]</script>`,
    );
    expect(readSettings(element, container).events).toEqual([{ title: 'block', start: '2025-06-12' }]);
  });

  it('the older data-events attribute is read last', () => {
    const { element, container } = mount(calendar(`data-events='[{"title":"attr"}]'`));
    expect(readSettings(element, container).events).toEqual([{ title: 'attr' }]);
  });

  it('unreadable JSON is passed on as text, so the schema reports it', () => {
    const { element, container } = mount(`${calendar('')}<script type="application/json" class="ha-ec-data">[{oops</script>`);
    const raw = readSettings(element, container);
    expect(raw.events).toBe('[{oops');
    expect(parse(raw).problems).toHaveLength(1);
  });

  it('no events anywhere: no events key', () => {
    const { element, container } = mount(calendar(''));
    expect(readSettings(element, container)).not.toHaveProperty('events');
  });

  it('finds the calendar and the popup template, and reads the template texts', () => {
    const { container } = mount(`${calendar('')}
      <div class="ha-ec-popup-wrapper"><div class="ha-ec-popup">
        <div class="ha-ec-time-icon"><svg viewBox="0 0 1 1"></svg></div><span class="ha-ec-time-title"> Time </span>
        <span class="ha-ec-guest-title">Speaker</span><span class="ha-ec-location-title">Address</span>
        <a class="ha-ec-popup-readmore-link" href="">Details</a>
      </div></div>`);
    const parts = findParts(container)!;
    expect(parts.calendar.className).toBe('ha-ec');
    expect(parts.template?.className).toBe('ha-ec-popup-wrapper');
    const texts = readPopupTexts(parts.template);
    expect(texts).toMatchObject({ timeTitle: 'Time', guestTitle: 'Speaker', locationTitle: 'Address', readMore: 'Details' });
    expect(texts.icons.time).toContain('<svg');
    expect(texts.icons.guest).toBe('');
  });

  it('without a template: empty titles and "Read More"', () => {
    expect(readPopupTexts(null)).toMatchObject({ timeTitle: '', guestTitle: '', locationTitle: '', readMore: 'Read More' });
    expect(findParts(mount('<p>no calendar</p>').container)).toBeNull();
  });
});

describe('parseDate', () => {
  it('reads the forms the server prints, in local time', () => {
    expect(parseDate('2025-06-12')).toEqual({ date: new Date(2025, 5, 12), hasTime: false });
    expect(parseDate('2025-06-12 09:30')).toEqual({ date: new Date(2025, 5, 12, 9, 30), hasTime: true });
    expect(parseDate('2025-06-12 10:30:01')?.date).toEqual(new Date(2025, 5, 12, 10, 30, 1));
    expect(parseDate('2025-06-12T09:30:00.250')?.date).toEqual(new Date(2025, 5, 12, 9, 30, 0, 250));
  });

  it('an offset makes it an absolute time', () => {
    expect(parseDate('2025-06-12T09:30:00Z')?.date.getTime()).toBe(Date.UTC(2025, 5, 12, 9, 30));
    expect(parseDate('2025-06-12T09:30:00+02:00')?.date.getTime()).toBe(Date.UTC(2025, 5, 12, 7, 30));
    expect(parseDate('2025-06-12T09:30-0130')?.date.getTime()).toBe(Date.UTC(2025, 5, 12, 11, 0));
  });

  it('refuses what is not a real date or time', () => {
    for (const bad of ['not a date', '', '2025-02-30', '2025-13-01', '2025-06-12 24:00', '2025-06-12 10:60', '12/06/2025', '2025-06-12Z', null, 20250612]) {
      expect(parseDate(bad)).toBeNull();
    }
    expect(parseDate('2024-02-29')).not.toBeNull();
  });
});

describe('mapEvents', () => {
  it('maps the add-on\'s fields to calendar entries and popup details', () => {
    const mapped = mapEvents([
      {
        classNames: 'elementor-repeater-item-1a2b3c4',
        title: 'Tom &amp; Jerry',
        description: '<strong>Hi</strong>',
        start: '2025-06-12 09:00',
        end: '2025-06-12 10:30:01',
        url: 'https://example.com/talk',
        allDay: '',
        external: 'on',
        nofollow: 'on',
        guest: 'Ada',
        location: 'Hall &quot;B&quot;',
        image: '/img/talk.jpg',
      },
    ]);
    expect(mapped.dropped).toBe(0);
    expect(mapped.entries).toEqual([
      {
        id: 0,
        title: 'Tom & Jerry',
        start: new Date(2025, 5, 12, 9, 0),
        end: new Date(2025, 5, 12, 10, 30, 1),
        hasEnd: true,
        allDay: false,
        classNames: ['elementor-repeater-item-1a2b3c4'],
      },
    ]);
    expect(mapped.details[0]).toEqual({
      title: 'Tom & Jerry',
      start: '2025-06-12 09:00',
      end: '2025-06-12 10:30:01',
      allDay: false,
      url: 'https://example.com/talk',
      external: true,
      nofollow: true,
      guest: 'Ada',
      location: 'Hall "B"',
      description: '<strong>Hi</strong>',
      image: '/img/talk.jpg',
    });
  });

  it('all day from the switcher, or from a start without a time', () => {
    const { entries } = mapEvents([
      { title: 'a', start: '2025-06-16', end: '2025-06-17', allDay: 'yes' },
      { title: 'b', start: '2025-06-16' },
      { title: 'c', start: '2025-06-16 08:00', allDay: '' },
    ]);
    expect(entries.map((entry) => entry.allDay)).toEqual([true, true, false]);
  });

  it('an all-day event covers whole days up to its end day, not including it; one day without a later end', () => {
    const { entries } = mapEvents([
      { title: 'four days', start: '2025-06-24', end: '2025-06-28', allDay: 'yes' },
      { title: 'times ignored', start: '2025-06-24 15:00', end: '2025-06-25 09:00', allDay: 'yes' },
      { title: 'no end', start: '2025-06-24', allDay: 'yes' },
      { title: 'same day', start: '2025-06-24', end: '2025-06-24', allDay: 'yes' },
    ]);
    expect(entries.map((entry) => [entry.start, entry.end])).toEqual([
      [new Date(2025, 5, 24), new Date(2025, 5, 28)],
      [new Date(2025, 5, 24), new Date(2025, 5, 25)],
      [new Date(2025, 5, 24), new Date(2025, 5, 25)],
      [new Date(2025, 5, 24), new Date(2025, 5, 25)],
    ]);
  });

  it('leaves out records that are no objects or have no readable start; ids follow the kept ones', () => {
    const mapped = mapEvents([{ title: 'no start' }, 'text', null, [1], { title: 'bad start', start: 'soon' }, { title: 'ok', start: '2025-06-01' }]);
    expect(mapped.dropped).toBe(5);
    expect(mapped.entries).toHaveLength(1);
    expect(mapped.entries[0].id).toBe(0);
    expect(mapped.details[0].title).toBe('ok');
  });

  it('an unusable end is not drawn: the event lasts an hour and shows no end (the popup reports it)', () => {
    const { entries, details } = mapEvents([
      { title: 'before', start: '2025-06-18 14:00', end: '2025-06-18 13:00:01' },
      { title: 'garbled', start: '2025-06-20 15:00', end: 'not a date' },
    ]);
    expect(entries.map((entry) => [entry.end, entry.hasEnd])).toEqual([
      [new Date(2025, 5, 18, 15, 0), false],
      [new Date(2025, 5, 20, 16, 0), false],
    ]);
    expect(details.map((d) => d.end)).toEqual(['2025-06-18 13:00:01', 'not a date']);
  });

  it('drops unsafe links and images, the placeholder "#", and class names that are no class names', () => {
    const mapped = mapEvents([{ title: 'x', start: '2025-06-01', url: '#', image: 'javascript:alert(1)', classNames: 'ok "><b bad' }]);
    expect(mapped.details[0].url).toBe('');
    expect(mapped.entries[0].classNames).toEqual(['ok', 'bad']);
    const [evil] = mapEvents([{ title: 'x', start: '2025-06-01', url: ' JavaScript:alert(1)' }]).details;
    expect(evil.url).toBe('');
    expect(evil.image).toBe('');
  });
});

describe('safeUrl and isOn', () => {
  it('links: relative, http(s), mailto and tel', () => {
    expect(safeUrl('/page?a=1', 'link')).toBe('/page?a=1');
    expect(safeUrl('https://example.com', 'link')).toBe('https://example.com');
    expect(safeUrl('mailto:a@example.com', 'link')).toBe('mailto:a@example.com');
    expect(safeUrl('data:text/html,<script>', 'link')).toBe('');
    expect(safeUrl('vbscript:x', 'link')).toBe('');
  });

  it('images: relative, http(s) and data:image', () => {
    expect(safeUrl('data:image/png;base64,AAAA', 'image')).toBe('data:image/png;base64,AAAA');
    expect(safeUrl('mailto:a@example.com', 'image')).toBe('');
    expect(safeUrl(42, 'image')).toBe('');
  });

  it('switchers: on, yes, true, 1', () => {
    expect(['on', 'yes', 'YES', 'true', '1', true, 1].every(isOn)).toBe(true);
    expect(['', 'no', 'off', false, 0, null, undefined].some(isOn)).toBe(false);
  });
});

describe('invalid end and the popup time', () => {
  it('an end before (or at) the start, or unreadable, is invalid; a missing end is not', () => {
    expect(hasInvalidEnd(details({ end: '2025-06-12 08:00' }))).toBe(true);
    expect(hasInvalidEnd(details({ end: '2025-06-12 09:00' }))).toBe(true);
    expect(hasInvalidEnd(details({ end: 'later' }))).toBe(true);
    expect(hasInvalidEnd(details({ end: '' }))).toBe(false);
    expect(hasInvalidEnd(details())).toBe(false);
  });

  it('start and end in the PHP time format', () => {
    expect(timeText(details(), options)).toBe('9:00 am - 10:30 am');
    expect(timeText(details(), { ...options, timeFormat: 'H:i' })).toBe('09:00 - 10:30');
  });

  it("'Invalid Data' in place of an unusable end", () => {
    expect(INVALID_END_TEXT).toBe('Invalid Data');
    expect(timeText(details({ end: '2025-06-12 08:00' }), options)).toBe('9:00 am - Invalid Data');
    expect(timeText(details({ end: 'not a date' }), options)).toBe('9:00 am - Invalid Data');
  });

  it('only the start when the event has no end', () => {
    expect(timeText(details({ end: '' }), options)).toBe('9:00 am');
  });

  it('all-day events show the all-day text, whatever their end', () => {
    expect(timeText(details({ allDay: true, start: '2025-06-16', end: '2025-06-15' }), options)).toBe('All Day');
    expect(timeText(details({ allDay: true }), { ...options, allDayText: 'Ganztägig' })).toBe('Ganztägig');
  });
});

describe('linkAttributes', () => {
  it('none without a url', () => {
    expect(linkAttributes(details())).toBeNull();
  });

  it('a plain link', () => {
    expect(linkAttributes(details({ url: '/talk' }))).toEqual({ href: '/talk' });
  });

  it('external opens a new tab without an opener; nofollow sets rel', () => {
    expect(linkAttributes(details({ url: '/talk', external: true }))).toEqual({ href: '/talk', target: '_blank', rel: 'noopener' });
    expect(linkAttributes(details({ url: '/talk', nofollow: true }))).toEqual({ href: '/talk', rel: 'nofollow' });
    expect(linkAttributes(details({ url: '/talk', external: true, nofollow: true }))).toEqual({
      href: '/talk',
      target: '_blank',
      rel: 'nofollow noopener',
    });
  });
});

describe('textsFor', () => {
  it('the calendar words of the languages it knows, by their language part', () => {
    expect(textsFor('de')).toMatchObject({ today: 'Heute', list: 'Terminübersicht', allDay: 'Ganztägig', noEvents: 'Keine Ereignisse anzuzeigen' });
    expect(textsFor('de-at')).toEqual(textsFor('de'));
    expect(['es', 'fr', 'it', 'nl', 'pt'].map((tag) => textsFor(tag).month)).toEqual(['Mes', 'Mois', 'Mese', 'Maand', 'Mês']);
  });

  it('English for any other tag, and every word is there', () => {
    expect(textsFor('ja')).toEqual(textsFor('en'));
    expect(textsFor('constructor')).toEqual(textsFor('en'));
    expect(textsFor('en')).toEqual({
      today: 'today',
      month: 'month',
      week: 'week',
      day: 'day',
      list: 'list',
      previous: 'Previous',
      next: 'Next',
      allDay: 'all-day',
      noEvents: 'No events to display',
    });
  });
});
