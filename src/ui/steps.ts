// When the steps of setting up a heavy widget (a chart, the event calendar) run: each in a task of
// its own, a chart's motion only once it is in view, and the browser's locale data loaded ahead of
// the first one.
import { yieldToMain } from '../runtime/queue';

/** Waits for a task of its own; false when the widget went away meanwhile. */
export async function nextTask(signal: AbortSignal): Promise<boolean> {
  await yieldToMain();
  return !signal.aborted;
}

/** Resolves once the element is at least partly in the viewport, or the signal aborts. */
export function inView(element: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done());
    observer.observe(element);
    signal.addEventListener('abort', done, { once: true });
  });
}

const loading = new Map<string, Promise<void>>();

/** Runs `load` in a task of its own, once per page. */
function once(key: string, load: () => void): Promise<void> {
  let promise = loading.get(key);
  if (!promise) loading.set(key, (promise = yieldToMain().then(load)));
  return promise;
}

/**
 * The page's first number or date format loads the browser's locale data: 80 to 130 ms at 8x CPU
 * throttling in one go, in the middle of Chart.js's layout or the event calendar's render. Loaded
 * once per page ahead of them, in three tasks of 20 to 70 ms at 8x: the locale's likely subtags, then
 * a collator (the list of locales and the data they share; all that text comparison needs), then
 * the format itself.
 */
export async function loadIntl(kind: 'number' | 'date' | 'text'): Promise<void> {
  await once('locale', () => new Intl.Locale(navigator.language || 'en').maximize());
  await once('shared', () => new Intl.Collator().compare('', ''));
  if (kind !== 'text') await once(kind, () => (kind === 'number' ? new Intl.NumberFormat() : new Intl.DateTimeFormat()).format(0));
}
