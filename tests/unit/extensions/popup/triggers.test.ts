// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { triggersSchema } from '../../../../src/extensions/popup/settings';
import { adBaitHidden, startTriggers, type TriggerEnv } from '../../../../src/extensions/popup/triggers';

const bp = { mobile: 767, tablet: 1024 };
const settings = (raw: Record<string, unknown>) => triggersSchema.parse(raw, 'desktop', bp).value;

let y = 0;
let percent = 0;
let seen: (() => void) | undefined;
let stoppedWatching = 0;
let blocked = false;
const env: TriggerEnv = {
  scrollY: () => y,
  scrollPercent: () => percent,
  whenVisible: (_target, onSeen) => {
    seen = onSeen;
    return () => stoppedWatching++;
  },
  adBlocked: () => blocked,
};

const scrollTo = (to: number, pct: number) => {
  y = to;
  percent = pct;
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  vi.useFakeTimers();
  y = 0;
  percent = 0;
  seen = undefined;
  stoppedWatching = 0;
  blocked = false;
  document.body.innerHTML = '<div id="target"></div><button id="b">b</button>';
});
afterEach(() => vi.useRealTimers());

describe('popup triggers', () => {
  it('page_load fires after its delay in seconds', () => {
    const fire = vi.fn();
    startTriggers(settings({ page_load: 'yes', page_load_delay: 2 }), fire, env);
    vi.advanceTimersByTime(1999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('scrolling down fires at the offset percent', () => {
    const fire = vi.fn();
    startTriggers(settings({ scrolling: 'yes', scrolling_offset: 40 }), fire, env);
    scrollTo(100, 39);
    expect(fire).not.toHaveBeenCalled();
    scrollTo(200, 40);
    scrollTo(300, 60);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('scrolling up fires on the first upward scroll', () => {
    const fire = vi.fn();
    y = 500;
    startTriggers(settings({ scrolling: 'yes', scrolling_direction: 'up', scrolling_offset: 90 }), fire, env);
    scrollTo(600, 50);
    expect(fire).not.toHaveBeenCalled();
    scrollTo(590, 49);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('scrolling_to fires when its element is seen; a bad or unmatched selector is ignored', () => {
    const fire = vi.fn();
    startTriggers(settings({ scrolling_to: 'yes', scrolling_to_selector: '#target' }), fire, env);
    expect(seen).toBeDefined();
    seen!();
    expect(fire).toHaveBeenCalledTimes(1);
    expect(stoppedWatching).toBe(1);

    seen = undefined;
    for (const selector of ['##bad[', '#nothing', '']) {
      expect(() => startTriggers(settings({ scrolling_to: 'yes', scrolling_to_selector: selector }), fire, env)).not.toThrow();
    }
    expect(seen).toBeUndefined();
  });

  it('click fires at the given count of clicks on the page', () => {
    const fire = vi.fn();
    startTriggers(settings({ click: 'yes', click_times: 3 }), fire, env);
    const button = document.getElementById('b')!;
    button.click();
    button.click();
    expect(fire).not.toHaveBeenCalled();
    button.click();
    button.click();
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('inactivity fires after the time without keys or pointer movement', () => {
    const fire = vi.fn();
    startTriggers(settings({ inactivity: 'yes', inactivity_time: 5 }), fire, env);
    vi.advanceTimersByTime(4000);
    document.dispatchEvent(new MouseEvent('mousemove'));
    vi.advanceTimersByTime(4000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(4999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('exit_intent fires when the pointer leaves the page at the top', () => {
    const fire = vi.fn();
    startTriggers(settings({ exit_intent: 'yes' }), fire, env);
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 300, relatedTarget: null }));
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: document.getElementById('b') }));
    expect(fire).not.toHaveBeenCalled();
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: null }));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('adblock_detection fires after its delay only when ads are blocked', async () => {
    const fire = vi.fn();
    startTriggers(settings({ adblock_detection: 'yes', adblock_detection_delay: 1 }), fire, env);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fire).not.toHaveBeenCalled();
    blocked = true;
    startTriggers(settings({ adblock_detection: 'yes', adblock_detection_delay: 1 }), fire, env);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('the first trigger to fire destroys the others', () => {
    const fire = vi.fn();
    startTriggers(settings({ page_load: 'yes', page_load_delay: 10, click: 'yes', click_times: 1, inactivity: 'yes', inactivity_time: 3 }), fire, env);
    document.getElementById('b')!.click();
    vi.advanceTimersByTime(20_000);
    document.getElementById('b')!.click();
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('destroy stops every trigger before any fires', () => {
    const fire = vi.fn();
    const destroy = startTriggers(settings({ page_load: 'yes', scrolling: 'yes', scrolling_offset: 0, click: 'yes' }), fire, env);
    destroy();
    scrollTo(10, 10);
    document.getElementById('b')!.click();
    vi.advanceTimersByTime(5000);
    expect(fire).not.toHaveBeenCalled();
  });

  it('the ad bait is removed again', () => {
    adBaitHidden();
    expect(document.querySelector('.adsbox')).toBeNull();
  });
});
