// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  firstTarget,
  formatDigits,
  nextEndlessTarget,
  parseCountdownDate,
  parseExpireActions,
  planForEndAction,
  planForExpireActions,
  remainingLabel,
  resolveEvergreen,
  safeRedirectUrl,
  secondsLeft,
  splitRemaining,
  type TimingSettings,
} from '../../../../src/widgets/countdown/logic';
import { readMarkup, readSettings, renderRoot } from '../../../../src/widgets/countdown/markup';
import { countdownSchema, DEFAULT_EVERGREEN_SECONDS, DEFAULT_RESTART_SECONDS } from '../../../../src/widgets/countdown/settings';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s).getTime();
const bp = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => countdownSchema.parse(raw, 'desktop', bp);

describe('parseCountdownDate', () => {
  it('reads the add-on format "M d Y G:i:s" as local time', () => {
    expect(parseCountdownDate('Dec 31 2026 23:59:59')).toBe(local(2026, 12, 31, 23, 59, 59));
    expect(parseCountdownDate('Jan 05 2031 9:30:00')).toBe(local(2031, 1, 5, 9, 30));
    expect(parseCountdownDate('December 31, 2026')).toBe(local(2026, 12, 31));
  });

  it('reads the date picker format, ISO-like text and Unix seconds', () => {
    expect(parseCountdownDate('2031-03-01 10:00')).toBe(local(2031, 3, 1, 10));
    expect(parseCountdownDate('2031-03-01T10:00:30')).toBe(local(2031, 3, 1, 10, 0, 30));
    expect(parseCountdownDate('2031-03-01')).toBe(local(2031, 3, 1));
    expect(parseCountdownDate('1924992000')).toBe(1924992000 * 1000);
    expect(parseCountdownDate(1924992000)).toBe(1924992000 * 1000);
  });

  it('refuses what it cannot read, without throwing', () => {
    for (const bad of ['', 'sometime soon', 'Foo 31 2026 10:00:00', 'Feb 30 2027 10:00:00', '2026-13-01', 'Dec 31 2026 24:00:00', '2026-12-31 10:60', null, undefined, {}, [], NaN, -5, '12'])
      expect(parseCountdownDate(bad), String(bad)).toBeNull();
  });
});

describe('remaining time', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 500)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  it('splits into days, hours, minutes and seconds', () => {
    expect(splitRemaining(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitRemaining(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitRemaining(-30)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('carries units that are not shown into the next shown one', () => {
    expect(splitRemaining(86400 + 3600 + 61, ['hours', 'minutes', 'seconds'])).toEqual({ days: 0, hours: 25, minutes: 1, seconds: 1 });
    expect(splitRemaining(3 * 86400 + 59, ['days', 'minutes'])).toEqual({ days: 3, hours: 0, minutes: 0, seconds: 0 });
  });

  it('pads digits to two places like the server', () => {
    expect(formatDigits(0)).toBe('00');
    expect(formatDigits(7)).toBe('07');
    expect(formatDigits(42)).toBe('42');
    expect(formatDigits(365)).toBe('365');
  });

  it('labels the timer with minute precision', () => {
    expect(remainingLabel(2 * 86400 + 3 * 3600 + 4 * 60 + 59)).toBe('Time remaining: 2 days, 3 hours, 4 minutes');
    expect(remainingLabel(86400 + 60)).toBe('Time remaining: 1 day, 1 minute');
    expect(remainingLabel(3600)).toBe('Time remaining: 1 hour');
    expect(remainingLabel(59)).toBe('Time remaining: less than a minute');
    expect(remainingLabel(0)).toBe('Countdown ended');
    // Within one minute the label does not change, so it is not re-announced every second.
    expect(new Set([120, 150, 179].map(remainingLabel)).size).toBe(1);
  });
});

describe('evergreen', () => {
  const now = local(2030, 6, 1, 12);

  it('makes a new due date when nothing usable is stored', () => {
    for (const stored of [undefined, null, 'x', { dueDate: 'soon', interval: 60 }, { interval: 60 }])
      expect(resolveEvergreen(stored, 60, now)).toEqual({ record: { dueDate: now + 60_000, interval: 60 }, fresh: true });
  });

  it('keeps the stored due date for the same interval, even when it has passed', () => {
    expect(resolveEvergreen({ dueDate: now + 5_000, interval: 60 }, 60, now)).toEqual({
      record: { dueDate: now + 5_000, interval: 60 },
      fresh: false,
    });
    expect(resolveEvergreen({ dueDate: now - 5_000, interval: 60 }, 60, now).fresh).toBe(false);
  });

  it('makes a new due date when the interval setting changed', () => {
    expect(resolveEvergreen({ dueDate: now + 5_000, interval: 60 }, 3600, now)).toEqual({
      record: { dueDate: now + 3_600_000, interval: 3600 },
      fresh: true,
    });
  });
});

describe('nextEndlessTarget', () => {
  const start = local(2030, 1, 1);

  it('rolls forward by whole intervals to the first end after now', () => {
    expect(nextEndlessTarget(start, 86400, start + 10 * 86400_000 + 5_000)).toBe(start + 11 * 86400_000);
    expect(nextEndlessTarget(start, 60, start + 59_999)).toBe(start + 60_000);
  });

  it('moves on at the exact end, and counts the first round when the start is ahead', () => {
    expect(nextEndlessTarget(start, 60, start + 60_000)).toBe(start + 120_000);
    expect(nextEndlessTarget(start, 60, start)).toBe(start + 60_000);
    expect(nextEndlessTarget(start, 60, start - 3_600_000)).toBe(start + 60_000);
  });
});

describe('firstTarget', () => {
  const now = local(2030, 6, 1, 12);
  const timing: TimingSettings = {
    date: local(2030, 12, 31),
    type: 'due_date',
    dueDate: local(2031, 3, 1),
    startDate: null,
    evergreenInterval: 120,
    restartInterval: 300,
  };

  it('variant A counts to its date, B due_date to its due date', () => {
    expect(firstTarget('a', timing, undefined, now)).toEqual({ target: timing.date, store: null });
    expect(firstTarget('b', timing, undefined, now)).toEqual({ target: timing.dueDate, store: null });
    expect(firstTarget('a', { ...timing, date: null }, undefined, now).target).toBeNull();
  });

  it('evergreen uses the stored date or stores a new one', () => {
    const evergreen = { ...timing, type: 'evergreen' as const };
    expect(firstTarget('b', evergreen, { dueDate: now + 1_000, interval: 120 }, now)).toEqual({ target: now + 1_000, store: null });
    expect(firstTarget('b', evergreen, undefined, now)).toEqual({
      target: now + 120_000,
      store: { dueDate: now + 120_000, interval: 120 },
    });
  });

  it('endless counts from the start date, or from now without one', () => {
    const endless = { ...timing, type: 'endless' as const };
    expect(firstTarget('b', { ...endless, startDate: now - 1_000 }, undefined, now).target).toBe(now + 299_000);
    expect(firstTarget('b', endless, undefined, now).target).toBe(now + 300_000);
  });
});

describe('expire actions', () => {
  it('reads the page builder JSON, plain names and arrays', () => {
    expect(parseExpireActions('[{"type":"hide"},{"type":"message"}]')).toEqual({ actions: ['hide', 'message'], ok: true });
    expect(parseExpireActions(['restart', { type: 'redirect' }])).toEqual({ actions: ['restart', 'redirect'], ok: true });
    expect(parseExpireActions([])).toEqual({ actions: [], ok: true });
    expect(parseExpireActions([{ type: 'hide' }, { type: 'hide' }])).toEqual({ actions: ['hide'], ok: true });
  });

  it('keeps the known actions of a list with unknown ones, and gives none for bad input', () => {
    expect(parseExpireActions('[{"type":"hide"},{"type":"explode"},{}]')).toEqual({ actions: ['hide'], ok: false });
    expect(parseExpireActions('[{"type":"hide"')).toEqual({ actions: [], ok: false });
    expect(parseExpireActions('hide')).toEqual({ actions: [], ok: false });
    expect(parseExpireActions({ type: 'hide' })).toEqual({ actions: [], ok: false });
    expect(parseExpireActions(42)).toEqual({ actions: [], ok: false });
  });

  it('plans variant A: message and img swap in the end block, url redirects, none stops', () => {
    expect(planForEndAction('message', true)).toEqual({ showEnd: true, hideTimer: true, redirect: false, restart: false });
    expect(planForEndAction('img', true)).toEqual({ showEnd: true, hideTimer: true, redirect: false, restart: false });
    // Nothing to show: the zeros stay rather than an empty box.
    expect(planForEndAction('message', false)).toEqual({ showEnd: false, hideTimer: false, redirect: false, restart: false });
    expect(planForEndAction('url', false)).toEqual({ showEnd: false, hideTimer: false, redirect: true, restart: false });
    expect(planForEndAction('none', true)).toEqual({ showEnd: false, hideTimer: false, redirect: false, restart: false });
  });

  it('plans variant B from the list; restart keeps the timer visible', () => {
    expect(planForExpireActions(['hide', 'message'])).toEqual({ showEnd: true, hideTimer: true, redirect: false, restart: false });
    expect(planForExpireActions(['redirect'])).toEqual({ showEnd: false, hideTimer: false, redirect: true, restart: false });
    expect(planForExpireActions(['hide', 'restart'])).toEqual({ showEnd: false, hideTimer: false, redirect: false, restart: true });
    expect(planForExpireActions([])).toEqual({ showEnd: false, hideTimer: false, redirect: false, restart: false });
  });

  it('redirects only to http(s) addresses', () => {
    expect(safeRedirectUrl('/thanks', 'https://site.test/sale/')).toBe('https://site.test/thanks');
    expect(safeRedirectUrl(' https://other.test/x ', 'https://site.test/')).toBe('https://other.test/x');
    expect(safeRedirectUrl('javascript:alert(1)', 'https://site.test/')).toBeNull();
    expect(safeRedirectUrl('data:text/html,hi', 'https://site.test/')).toBeNull();
    expect(safeRedirectUrl('', 'https://site.test/')).toBeNull();
    expect(safeRedirectUrl('http://[bad', 'https://site.test/')).toBeNull();
  });
});

describe('settings schema', () => {
  it('gives defaults without problems when nothing is set', () => {
    const { value, problems } = parse({});
    expect(problems).toEqual([]);
    expect(value).toMatchObject({
      markup: null,
      date: null,
      endAction: 'none',
      redirectLink: '',
      type: 'due_date',
      expireActions: [],
      evergreenInterval: DEFAULT_EVERGREEN_SECONDS,
      restartInterval: DEFAULT_RESTART_SECONDS,
    });
  });

  it('coerces good values', () => {
    const { value, problems } = parse({
      date: 'Dec 31 2030 23:59:59',
      endAction: 'url',
      redirectLink: '/done',
      type: 'evergreen',
      expireActions: '[{"type":"redirect"}]',
      evergreenInterval: '48060',
      restartInterval: 300,
    });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({
      date: local(2030, 12, 31, 23, 59, 59),
      endAction: 'url',
      redirectLink: '/done',
      type: 'evergreen',
      expireActions: ['redirect'],
      evergreenInterval: 48060,
      restartInterval: 300,
    });
  });

  it('falls back to defaults with one problem per bad value', () => {
    const { value, problems } = parse({
      date: 'sometime soon',
      endAction: 'explode',
      redirectLink: 'javascript:alert(1)',
      type: 'forever',
      dueDate: '2031-02-30',
      expireActions: '[{"type":"hide"',
      evergreenInterval: 'a while',
      restartInterval: '-5',
    });
    expect(value).toMatchObject({
      date: null,
      endAction: 'none',
      redirectLink: '',
      type: 'due_date',
      dueDate: null,
      expireActions: [],
      evergreenInterval: DEFAULT_EVERGREEN_SECONDS,
      restartInterval: DEFAULT_RESTART_SECONDS,
    });
    expect(problems).toHaveLength(8);
    expect(problems.join('\n')).toMatch(/endAction "explode" is not valid; using "none"/);
    expect(problems.join('\n')).toMatch(/evergreenInterval "a while" is not valid; using 172740/);
  });

  it('refuses a markup value that did not come from the reader', () => {
    expect(parse({ markup: { variant: 'c' } }).value.markup).toBeNull();
    expect(parse({ markup: 'x' }).problems).toHaveLength(1);
  });
});

function container(html: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'elementor-widget-container';
  el.innerHTML = html;
  return el;
}

const VARIANT_A = `
<div class="ha-countdown-wrap">
  <div class="ha-countdown" id="t" data-date="Dec 31 2030 23:59:59" data-end-action="message" onclick="x()">
    <div class="ha-countdown-item ha-countdown-item-days"><span data-days class="ha-countdown-time ha-countdown-days">0</span> <span class="ha-countdown-label">Days</span><span class="ha-countdown-separator">:</span></div>
    <div class="ha-countdown-item ha-countdown-item-seconds"><span class="ha-countdown-time ha-countdown-seconds" data-seconds>0</span></div>
    <!--End action markup-->
    <div class="ha-countdown-end-action"><div class="ha-countdown-end-message"><p>It is   over.</p></div></div>
  </div>
</div>`;

const VARIANT_B = `
<div class="ha-countdown-wrap">
  <div class="ha-countdown-wrapper" data-type="evergreen" data-evergreen-interval="48060" data-expire-actions='[{"type":"hide"}]'>
    <div class="ha-countdown-item"><span class="ha-countdown-digits ha-countdown-hours"></span> <span class="ha-countdown-label">Horas</span></div>
    <div class="ha-countdown-item"><span class="ha-countdown-label">no digits</span></div>
  </div>
  <div class="ha-countdown-expire--message"><img src="x.svg" alt="Closed"></div>
</div>`;

describe('markup reading', () => {
  it('reads variant A: items with their digits, the end block and its text', () => {
    const markup = readMarkup(container(VARIANT_A))!;
    expect(markup.variant).toBe('a');
    expect(markup.units).toEqual(['days', 'seconds']);
    expect(markup.hasEnd).toBe(true);
    expect(markup.endText).toBe('It is over.');
    expect(markup.timerAttributes).toMatchObject({ class: 'ha-countdown', id: 't', 'data-end-action': 'message' });
    expect(markup.root.map((p) => p.kind)).toEqual(['space', 'timer', 'space']);
    expect(markup.timer.filter((p) => p.kind !== 'space').map((p) => p.kind)).toEqual(['item', 'item', 'end']);
    const days = markup.timer.find((p) => p.kind === 'item')!;
    expect(days.kind === 'item' && days.parts.map((p) => p.kind)).toEqual(['digits', 'space', 'static', 'static']);
  });

  it('reads variant B: the wrapper, items without digits kept as they are, the sibling message', () => {
    const markup = readMarkup(container(VARIANT_B))!;
    expect(markup.variant).toBe('b');
    expect(markup.units).toEqual(['hours']);
    expect(markup.timer.filter((p) => p.kind !== 'space').map((p) => p.kind)).toEqual(['item', 'static']);
    expect(markup.root.filter((p) => p.kind !== 'space').map((p) => p.kind)).toEqual(['timer', 'end']);
    expect(markup.endText).toBe('Closed');
  });

  it('reads the settings of each variant from the timer attributes only', () => {
    expect(readSettings(container(VARIANT_A))).toMatchObject({ date: 'Dec 31 2030 23:59:59', endAction: 'message' });
    const b = readSettings(container(VARIANT_B));
    expect(b).toMatchObject({ type: 'evergreen', evergreenInterval: '48060', expireActions: '[{"type":"hide"}]' });
    expect(b).not.toHaveProperty('date');
    expect(parse(b).problems).toEqual([]);
  });

  it('renders into the timer parent, or into a detached element when there is no countdown', () => {
    const a = container(VARIANT_A);
    expect(renderRoot(a)).toBe(a.querySelector('.ha-countdown-wrap'));
    const empty = container('<p>no countdown here</p>');
    expect(readMarkup(empty)).toBeNull();
    expect(readSettings(empty)).toEqual({});
    expect(renderRoot(empty).isConnected).toBe(false);
    expect(renderRoot(empty).parentNode).toBeNull();
  });
});
