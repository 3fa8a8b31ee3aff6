// The timing rules ("advanced rules") that decide whether a popup may show on this page view at all.
// Every rule that is switched on must pass. All of them are evaluated, never cut short: the view and
// session rules remember the count they first saw, as the page builder's do.
import type { DeviceMode } from '../../api-types';
import { detectBrowsers } from './browsers';
import type { TimingSettings } from './settings';
import { storedCount, type ElementorStore, type PopupStore } from './storage';

export interface TimingEnv {
  /** The page builder's shared store (page views and sessions). */
  store: ElementorStore;
  /** This popup's entries. */
  popup: PopupStore;
  referrer: string;
  /** `location.host` of this page. */
  host: string;
  /** Null for an anonymous visitor. */
  user: { roles: string[] } | null;
  device: DeviceMode;
  userAgent: string;
  /** Epoch ms. */
  now: number;
  /** Epoch ms when the page was served (the site clock's `schedule_server_datetime` was read then). */
  loadedAt: number;
}

/** Seconds in each period a display count is kept for. */
export const PERIOD_SECONDS = { day: 86400, week: 604800, month: 2628288 } as const;

const SEARCH_ENGINE = /^(?:[a-z0-9-]+\.)*?(?:google|yahoo|bing|yandex|baidu|duckduckgo|ecosia)\./i;

/** One page view more, and one session more when this tab's session has not been counted yet. */
export function recordVisit(store: ElementorStore): void {
  store.set('pageViews', storedCount(store.get('pageViews')) + 1);
  if (store.get('activeSession', { session: true })) return;
  store.set('activeSession', true, { session: true });
  store.set('sessions', storedCount(store.get('sessions')) + 1);
}

/** How many more of `counter` there have been since this popup first saw it. */
function sinceFirstSeen(env: TimingEnv, counter: 'pageViews' | 'sessions', initialKey: string): number {
  const current = storedCount(env.store.get(counter));
  let initial = storedCount(env.popup.get(initialKey));
  if (!initial) {
    env.popup.set(initialKey, current);
    initial = current;
  }
  return current - initial;
}

export function urlRule(url: string, action: 'show' | 'hide' | 'regex', referrer: string): boolean {
  if (action !== 'regex') return (action === 'hide') !== referrer.includes(url);
  let pattern: RegExp;
  try {
    pattern = new RegExp(url);
  } catch {
    return false;
  }
  return pattern.test(referrer);
}

export function sourcesRule(sources: string[], referrer: string, host: string): boolean {
  if (['search', 'external', 'internal'].every((source) => sources.includes(source))) return true;
  const from = referrer.replace(/^https?:\/\/(?:www\.)?/i, '');
  const ownHost = host.replace(/^www\./i, '');
  if (ownHost && from.startsWith(ownHost)) return sources.includes('internal');
  if (sources.includes('external')) return true;
  return sources.includes('search') && SEARCH_ENGINE.test(from);
}

export function loggedInRule(users: 'all' | 'custom', roles: string[], user: TimingEnv['user']): boolean {
  if (!user) return true;
  if (users === 'all') return false;
  return !roles.some((role) => user.roles.includes(role));
}

export function browsersRule(which: 'all' | 'custom', options: string[], userAgent: string): boolean {
  if (which === 'all') return true;
  const browsers = detectBrowsers(userAgent);
  return options.some((name) => browsers.has(name));
}

/** How many times the popup has shown in the current period (this tab's session for 'session'). */
export function shownCount(timing: TimingSettings, popup: PopupStore): number {
  return storedCount(popup.get('times', { session: timing.times_period === 'session' }));
}

/** Counts one display: the period's count starts its lifetime at the first display in it. */
export function countShow(timing: TimingSettings, popup: PopupStore): void {
  const period = timing.times_period;
  const session = period === 'session';
  const count = shownCount(timing, popup) + 1;
  if (period === '' || session || popup.get('times') !== undefined) popup.set('times', count, { session });
  else popup.set('times', count, { lifetimeInSeconds: PERIOD_SECONDS[period] });
}

/** "YYYY-MM-DD[ HH:mm[:ss]]" as a wall-clock time, in ms on the local scale; NaN when unreadable. */
export function parseWallClock(text: string): number {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!match) return NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return new Date(+y, +mo - 1, +d, +h, +mi, +s).getTime();
}

/**
 * Start and end are wall-clock times: in the site's time zone they are compared with the site's clock
 * (the server's time when it printed the page, moved on by the time since), else with the visitor's.
 */
export function scheduleRule(timing: TimingSettings, now: number, loadedAt: number): boolean {
  const server = parseWallClock(timing.schedule_server_datetime);
  const clock = timing.schedule_timezone === 'site' && Number.isFinite(server) ? server + (now - loadedAt) : now;
  const start = parseWallClock(timing.schedule_start_date);
  const end = parseWallClock(timing.schedule_end_date);
  if (Number.isFinite(start) && clock < start) return false;
  if (Number.isFinite(end) && clock > end) return false;
  return true;
}

type Rule = (timing: TimingSettings, env: TimingEnv) => boolean;

const RULES: Array<[keyof TimingSettings, Rule]> = [
  ['page_views', (t, env) => sinceFirstSeen(env, 'pageViews', 'page_views_initialPageViews') >= t.page_views_views],
  ['sessions', (t, env) => sinceFirstSeen(env, 'sessions', 'sessions_initialSessions') >= t.sessions_sessions],
  ['url', (t, env) => urlRule(t.url_url, t.url_action, env.referrer)],
  ['sources', (t, env) => sourcesRule(t.sources_sources, env.referrer, env.host)],
  ['logged_in', (t, env) => loggedInRule(t.logged_in_users, t.logged_in_roles, env.user)],
  ['devices', (t, env) => t.devices_devices.includes(env.device)],
  ['browsers', (t, env) => browsersRule(t.browsers_browsers, t.browsers_browsers_options, env.userAgent)],
  ['times', (t, env) => shownCount(t, env.popup) < t.times_times],
  ['schedule', (t, env) => scheduleRule(t, env.now, env.loadedAt)],
];

/** The names of the switched-on rules that fail (empty: the popup may show). */
export function failingRules(timing: TimingSettings, env: TimingEnv): string[] {
  const failing: string[] = [];
  for (const [name, rule] of RULES) if (timing[name] && !rule(timing, env)) failing.push(name);
  return failing;
}
