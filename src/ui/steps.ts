// When the steps of setting up a heavy widget (a chart, the event calendar) run: each in a task of
// its own, a chart's motion only once it is in view, and the browser's locale data loaded ahead of
// the first one (by a worker where the page allows one).
import { nextTask } from '../scheduling/tasks';
import { scriptUrl } from '../services/trusted-types';

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

/** Starts `start` once per page; every call gets its promise. */
function once(key: string, start: () => Promise<void>): Promise<void> {
  let promise = loading.get(key);
  if (!promise) loading.set(key, (promise = start()));
  return promise;
}

/** Runs `load` in a task of its own, once per page. */
const onceInTask = (key: string, load: () => void) => once(key, () => nextTask().then(load));

/** What a worker runs to load the locale data: everything the three kinds of widget ask for. */
const WARM_UP = `new Intl.Locale(navigator.language || 'en').maximize();
new Intl.Collator().compare('', '');
new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat().format(0);
postMessage(0);`;

/** Past this, the main thread loads the locale data itself. */
const WORKER_WAIT_MS = 2000;

/**
 * A page whose scripts carry a nonce or that sets a policy in a meta tag probably forbids a worker
 * made from a blob: the browser would log the refusal as an error on the site's console.
 */
const policyLikely = () =>
  document.querySelector('script[nonce]') !== null ||
  [...document.querySelectorAll<HTMLMetaElement>('meta[http-equiv]')].some((meta) => /^content-security-policy$/i.test(meta.httpEquiv));

/**
 * The browser loads its locale data once per renderer process, for whichever thread asks first.
 * A worker asking first takes it off the main thread, where the first locale, collator and number
 * format then cost next to nothing. Settles when the worker has answered, failed or
 * taken `WORKER_WAIT_MS`, and at once where a worker cannot be made.
 */
function warmUpInWorker(): Promise<void> {
  return new Promise<void>((done) => {
    if (typeof Worker !== 'function' || policyLikely()) return done();
    let worker: Worker | undefined;
    let url = '';
    const finish = () => {
      clearTimeout(timer);
      worker?.terminate();
      if (url) URL.revokeObjectURL(url);
      done();
    };
    const timer = setTimeout(finish, WORKER_WAIT_MS);
    try {
      url = URL.createObjectURL(new Blob([WARM_UP], { type: 'text/javascript' }));
      // A worker's script is a script URL: on a page that enforces Trusted Types it goes through our policy.
      worker = new Worker(scriptUrl(url));
      worker.onmessage = worker.onerror = finish;
    } catch {
      finish();
    }
  });
}

/**
 * The page's first number or date format loads the browser's locale data, a long task in one go,
 * in the middle of Chart.js's layout or the event calendar's render. Loaded once per page ahead of
 * them: by a worker where one can be made, then (at little cost once the worker has loaded it, and in
 * full where it could not) in three tasks: the
 * locale's likely subtags, then a collator (the list of locales and the data they share; all that
 * text comparison needs), then the format itself.
 */
export async function loadIntl(kind: 'number' | 'date' | 'text'): Promise<void> {
  await once('worker', warmUpInWorker);
  await onceInTask('locale', () => new Intl.Locale(navigator.language || 'en').maximize());
  await onceInTask('shared', () => new Intl.Collator().compare('', ''));
  if (kind !== 'text') await onceInTask(kind, () => (kind === 'number' ? new Intl.NumberFormat() : new Intl.DateTimeFormat()).format(0));
}
