// What opens a popup on its own: each switched-on trigger watches for its moment; the first to come
// opens the popup and every trigger of that popup is destroyed, so none fires twice.
import type { TriggerSettings } from './settings';

export interface TriggerEnv {
  /** Vertical scroll position in px. */
  scrollY(): number;
  /** How far down the page is scrolled, in percent of the scrollable height. */
  scrollPercent(): number;
  /** Calls `onSeen` once `target` comes into view; returns the stop. */
  whenVisible(target: Element, onSeen: () => void): () => void;
  /** Whether an ad blocker hides ad-like elements. */
  adBlocked(): boolean | Promise<boolean>;
}

type Stop = () => void;

function listen(target: EventTarget, types: string[], handler: (event: Event) => void, options?: AddEventListenerOptions): Stop {
  for (const type of types) target.addEventListener(type, handler, options);
  return () => {
    for (const type of types) target.removeEventListener(type, handler, options);
  };
}

function later(seconds: number, fn: () => void): Stop {
  const timer = setTimeout(fn, seconds * 1000);
  return () => clearTimeout(timer);
}

/** A selector that does not parse, or matches nothing, is no trigger at all. */
function findTarget(selector: string): Element | null {
  if (!selector.trim()) return null;
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}

/**
 * Starts the switched-on triggers. `fire` runs once, after every trigger is destroyed. Returns the
 * destroy (for a popup opened some other way first).
 */
export function startTriggers(settings: TriggerSettings, fire: () => void, env: TriggerEnv): Stop {
  const stops: Stop[] = [];
  let done = false;
  const destroy = () => {
    done = true;
    for (const stop of stops.splice(0)) stop();
  };
  const fireOnce = () => {
    if (done) return;
    destroy();
    fire();
  };

  if (settings.page_load) stops.push(later(settings.page_load_delay, fireOnce));

  if (settings.scrolling) {
    let last = env.scrollY();
    stops.push(
      listen(
        window,
        ['scroll'],
        () => {
          const y = env.scrollY();
          const up = y < last;
          last = y;
          if (settings.scrolling_direction === 'up' ? up : env.scrollPercent() >= settings.scrolling_offset) fireOnce();
        },
        { passive: true },
      ),
    );
  }

  if (settings.scrolling_to) {
    const target = findTarget(settings.scrolling_to_selector);
    if (target) stops.push(env.whenVisible(target, fireOnce));
  }

  if (settings.click) {
    let clicks = 0;
    stops.push(
      listen(document, ['click'], () => {
        if (++clicks >= settings.click_times) fireOnce();
      }),
    );
  }

  if (settings.inactivity) {
    let stopTimer = later(settings.inactivity_time, fireOnce);
    const stopListening = listen(
      document,
      ['keydown', 'mousemove', 'pointerdown', 'touchstart'],
      () => {
        stopTimer();
        stopTimer = later(settings.inactivity_time, fireOnce);
      },
      { passive: true },
    );
    stops.push(() => {
      stopListening();
      stopTimer();
    });
  }

  if (settings.exit_intent) {
    stops.push(
      listen(document, ['mouseout'], (event) => {
        const { relatedTarget, clientY } = event as MouseEvent;
        if (!relatedTarget && clientY <= 0) fireOnce();
      }),
    );
  }

  if (settings.adblock_detection) {
    stops.push(
      later(settings.adblock_detection_delay, () => {
        void Promise.resolve(env.adBlocked()).then((blocked) => blocked && fireOnce());
      }),
    );
  }

  return destroy;
}

/** Class names that ad blockers' cosmetic filters hide. */
const BAIT_CLASSES = 'adsbox ad-banner adsbygoogle ad-placement pub_300x250 text-ad';

/** Puts an ad-like element on the page for a moment: an ad blocker hides it. */
export function adBaitHidden(): boolean {
  const bait = document.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
  bait.textContent = '\u00a0';
  document.body.append(bait);
  const hidden = bait.offsetHeight === 0 || getComputedStyle(bait).display === 'none' || getComputedStyle(bait).visibility === 'hidden';
  bait.remove();
  return hidden;
}

export const browserTriggerEnv: TriggerEnv = {
  scrollY: () => window.scrollY,
  scrollPercent() {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    return scrollable > 0 ? (window.scrollY / scrollable) * 100 : 100;
  },
  whenVisible(target, onSeen) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onSeen();
    });
    observer.observe(target);
    return () => observer.disconnect();
  },
  adBlocked: adBaitHidden,
};
