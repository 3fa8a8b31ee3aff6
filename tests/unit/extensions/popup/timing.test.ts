// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { detectBrowsers } from '../../../../src/extensions/popup/browsers';
import { timingSchema, type TimingSettings } from '../../../../src/extensions/popup/settings';
import { createElementorStore, popupStore, type ElementorStore } from '../../../../src/extensions/popup/storage';
import {
  countShow,
  failingRules,
  parseWallClock,
  PERIOD_SECONDS,
  recordVisit,
  scheduleRule,
  sourcesRule,
  urlRule,
  type TimingEnv,
} from '../../../../src/extensions/popup/timing';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const bp = { mobile: 767, tablet: 1024 };
const timing = (raw: Record<string, unknown>): TimingSettings => timingSchema.parse(raw, 'desktop', bp).value;

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const OPERA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0';
const IE = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

let local: Storage;
let session: Storage;
let clock: number;
let store: ElementorStore;

beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  clock = new Date(2026, 5, 15, 12, 0).getTime();
  store = createElementorStore({ local: () => local, session: () => session, now: () => clock });
});

const env = (over: Partial<TimingEnv> = {}): TimingEnv => ({
  store,
  popup: popupStore(store, '9'),
  referrer: '',
  host: 'shop.example',
  user: null,
  device: 'desktop',
  userAgent: CHROME,
  now: clock,
  loadedAt: clock,
  ...over,
});

/** A new page load in the same tab: one more page view. */
const reload = () => recordVisit(store);
/** A new tab session: the session flag is gone. */
const newSession = () => {
  session.clear();
  recordVisit(store);
};

describe('timing rules', () => {
  it('no switched-on rule: the popup may show', () => {
    expect(failingRules(timing({ url_url: 'x', page_views_views: 9 }), env())).toEqual([]);
  });

  it('page_views passes after that many views since the popup first saw the visitor', () => {
    const rules = timing({ page_views: 'yes', page_views_views: 2 });
    reload();
    expect(failingRules(rules, env())).toEqual(['page_views']);
    reload();
    expect(failingRules(rules, env())).toEqual(['page_views']);
    reload();
    expect(failingRules(rules, env())).toEqual([]);
    expect(store.get('popup_9_page_views_initialPageViews')).toBe(1);
    expect(store.get('pageViews')).toBe(3);
  });

  it('sessions counts a tab session once however many pages it views', () => {
    const rules = timing({ sessions: 'yes', sessions_sessions: 1 });
    reload();
    expect(failingRules(rules, env())).toEqual(['sessions']);
    reload();
    reload();
    expect(store.get('sessions')).toBe(1);
    expect(failingRules(rules, env())).toEqual(['sessions']);
    newSession();
    expect(store.get('sessions')).toBe(2);
    expect(failingRules(rules, env())).toEqual([]);
  });

  it('url: contains, hide inverts, regex, an invalid regex fails', () => {
    expect(urlRule('promo', 'show', 'https://a.example/promo/1')).toBe(true);
    expect(urlRule('promo', 'show', 'https://a.example/')).toBe(false);
    expect(urlRule('promo', 'hide', 'https://a.example/promo/1')).toBe(false);
    expect(urlRule('promo', 'hide', 'https://a.example/')).toBe(true);
    expect(urlRule('^https://(www\\.)?news\\.', 'regex', 'https://news.example/x')).toBe(true);
    expect(urlRule('^https://(www\\.)?news\\.', 'regex', 'https://a.example/')).toBe(false);
    expect(urlRule('([unclosed', 'regex', '([unclosed')).toBe(false);
    expect(failingRules(timing({ url: 'yes', url_url: '(', url_action: 'regex' }), env({ referrer: '(' }))).toEqual(['url']);
  });

  it('sources: internal, external and search engines', () => {
    const host = 'shop.example';
    expect(sourcesRule(['internal'], 'https://www.shop.example/cart', host)).toBe(true);
    expect(sourcesRule(['external'], 'https://shop.example/cart', host)).toBe(false);
    expect(sourcesRule(['external'], 'https://blog.other/', host)).toBe(true);
    expect(sourcesRule(['search'], 'https://www.google.com/search?q=x', host)).toBe(true);
    expect(sourcesRule(['search'], 'https://www.bing.com/', host)).toBe(true);
    expect(sourcesRule(['search'], 'https://blog.other/', host)).toBe(false);
    expect(sourcesRule(['search', 'internal'], 'https://shop.example/', host)).toBe(true);
    expect(sourcesRule(['search', 'external', 'internal'], 'anything', host)).toBe(true);
    // A direct visit (no referrer) is not internal.
    expect(sourcesRule(['internal'], '', host)).toBe(false);
    expect(sourcesRule(['external'], '', host)).toBe(true);
  });

  it('logged_in: anonymous always pass; users all excludes everyone logged in; custom excludes listed roles', () => {
    const all = timing({ logged_in: 'yes', logged_in_users: 'all' });
    const editors = timing({ logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['editor', 'administrator'] });
    expect(failingRules(all, env())).toEqual([]);
    expect(failingRules(editors, env())).toEqual([]);
    expect(failingRules(all, env({ user: { roles: ['subscriber'] } }))).toEqual(['logged_in']);
    expect(failingRules(editors, env({ user: { roles: ['subscriber'] } }))).toEqual([]);
    expect(failingRules(editors, env({ user: { roles: ['subscriber', 'editor'] } }))).toEqual(['logged_in']);
  });

  it('devices: the current device mode must be listed', () => {
    const mobileOnly = timing({ devices: 'yes', devices_devices: ['mobile'] });
    expect(failingRules(mobileOnly, env({ device: 'mobile' }))).toEqual([]);
    expect(failingRules(mobileOnly, env({ device: 'desktop' }))).toEqual(['devices']);
    expect(failingRules(mobileOnly, env({ device: 'tablet' }))).toEqual(['devices']);
  });

  it('browsers: all, or one of the listed', () => {
    expect(failingRules(timing({ browsers: 'yes', browsers_browsers: 'all' }), env({ userAgent: IE }))).toEqual([]);
    const chromeFirefox = timing({ browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['chrome', 'firefox'] });
    expect(failingRules(chromeFirefox, env({ userAgent: CHROME }))).toEqual([]);
    expect(failingRules(chromeFirefox, env({ userAgent: FIREFOX }))).toEqual([]);
    expect(failingRules(chromeFirefox, env({ userAgent: EDGE }))).toEqual(['browsers']);
    expect(failingRules(chromeFirefox, env({ userAgent: SAFARI }))).toEqual(['browsers']);
  });

  it('tells the browsers apart although they borrow each other\'s tokens', () => {
    expect([...detectBrowsers(CHROME)]).toEqual(['chrome']);
    expect([...detectBrowsers(SAFARI)]).toEqual(['safari']);
    expect([...detectBrowsers(FIREFOX)]).toEqual(['firefox']);
    expect([...detectBrowsers(EDGE)]).toEqual(['edge']);
    expect([...detectBrowsers(OPERA)]).toEqual(['opera']);
    expect([...detectBrowsers(IE)]).toEqual(['ie']);
  });

  it('times without a period: a lifetime limit', () => {
    const rules = timing({ times: 'yes', times_times: 2 });
    const e = env();
    expect(failingRules(rules, e)).toEqual([]);
    countShow(rules, e.popup);
    expect(failingRules(rules, e)).toEqual([]);
    countShow(rules, e.popup);
    expect(failingRules(rules, e)).toEqual(['times']);
    expect(store.get('popup_9_times')).toBe(2);
    expect(JSON.parse(local.getItem('elementor')!).__expiration).toEqual({});
  });

  for (const period of ['day', 'week', 'month'] as const) {
    it(`times per ${period}: the count expires ${PERIOD_SECONDS[period]} s after the first display`, () => {
      const rules = timing({ times: 'yes', times_times: 1, times_period: period });
      const first = clock;
      countShow(rules, env().popup);
      expect(failingRules(rules, env())).toEqual(['times']);
      clock = first + 1000;
      countShow(rules, env().popup);
      expect(store.get('popup_9_times')).toBe(2);
      // The second display did not move the period's end.
      clock = first + PERIOD_SECONDS[period] * 1000 + 1;
      expect(failingRules(rules, env({ now: clock }))).toEqual([]);
    });
  }

  it('times per session: counted in sessionStorage, so a new session starts again', () => {
    const rules = timing({ times: 'yes', times_times: 1, times_period: 'session' });
    countShow(rules, env().popup);
    expect(failingRules(rules, env())).toEqual(['times']);
    expect(JSON.parse(session.getItem('elementor')!).popup_9_times).toBe(1);
    expect(local.getItem('elementor')).toBeNull();
    session.clear();
    expect(failingRules(rules, env())).toEqual([]);
  });

  it('schedule in the visitor\'s time zone compares with the local clock', () => {
    const rules = (start: string, end: string) => timing({ schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: start, schedule_end_date: end });
    expect(failingRules(rules('2026-06-15 11:00', '2026-06-15 13:00'), env())).toEqual([]);
    expect(failingRules(rules('2026-06-15 12:30', ''), env())).toEqual(['schedule']);
    expect(failingRules(rules('', '2026-06-15 11:59'), env())).toEqual(['schedule']);
    expect(failingRules(rules('', ''), env())).toEqual([]);
  });

  it('schedule in the site\'s time zone runs on the server clock printed with the page', () => {
    // The site is 9 hours ahead of the visitor: 21:00 there at the visitor's noon.
    const t = timing({
      schedule: 'yes',
      schedule_timezone: 'site',
      schedule_start_date: '2026-06-15 20:00',
      schedule_end_date: '2026-06-15 21:30',
      schedule_server_datetime: '2026-06-15 21:00:00',
    });
    expect(scheduleRule(t, clock, clock)).toBe(true);
    // Forty minutes on the page later the window is over there.
    expect(scheduleRule(t, clock + 40 * 60_000, clock)).toBe(false);
    // Without the server clock the visitor's clock is used.
    expect(scheduleRule({ ...t, schedule_server_datetime: '' }, clock, clock)).toBe(false);
  });

  it('reads wall-clock dates and refuses others', () => {
    expect(parseWallClock('2026-06-15 12:00')).toBe(clock);
    expect(parseWallClock('2026-06-15')).toBe(new Date(2026, 5, 15).getTime());
    expect(parseWallClock('soon')).toBeNaN();
  });

  it('all rules must pass, and every failing one is named', () => {
    const rules = timing({ devices: 'yes', devices_devices: ['mobile'], url: 'yes', url_url: 'promo', logged_in: 'yes' });
    expect(failingRules(rules, env({ referrer: 'https://x/promo' }))).toEqual(['devices']);
    expect(failingRules(rules, env({ user: { roles: [] } }))).toEqual(['url', 'logged_in', 'devices']);
  });
});
