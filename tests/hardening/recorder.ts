// The execution recorder: installed before any page script (addInitScript), it notes everything a
// payload could do if it ever ran (a call to `__pwned`, a global, a dialog, a request to the trap
// host, a polluted Object.prototype), every uncaught error, every CSP violation, and every mount and
// unmount of every widget, so a test can read it all back at the end of a page load.
import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Dialog, Frame, Page, Request } from '@playwright/test';
import { IMAGE_TRAP_HOST, TRAP_HOST } from './mutator';

export interface Recorded {
  pwned: string[];
  violations: string[];
  /** Per widget: its lifecycle events in order, 'm' (mount) and 'u' (unmount). */
  lifecycle: Record<string, string>;
  /** Per data-id: why the widget failed (its last fatal `ha:error`). */
  failures: Record<string, string>;
  longestGap: number;
}

/** The page side of the recorder, serialised into every frame. */
function install(): void {
  const w = window as unknown as Record<string, unknown>;
  // In a frame the record is the top page's (a payload in an iframe calls its own `__pwned`).
  let top: Window | null = null;
  try {
    top = window.top && (window.top as unknown as Record<string, unknown>).__hardening ? window.top : null;
  } catch {
    top = null;
  }
  if (top && top !== window) {
    w.__pwned = (tag: unknown) => (top as unknown as { __pwned(tag: unknown): void }).__pwned(`frame: ${tag}`);
    return;
  }
  const record: Recorded = { pwned: [], violations: [], lifecycle: {}, failures: {}, longestGap: 0 };
  Object.defineProperty(window, '__hardening', { value: record });
  w.__pwned = (tag: unknown) => record.pwned.push(String(tag));
  document.addEventListener('securitypolicyviolation', (event) => {
    // A fixture's own inline script (the event calendar's moves its dates to this month) is the
    // page's, not ours: its Trusted Types sinks do not count.
    if (event.effectiveDirective === 'require-trusted-types-for' && event.sourceFile === location.href) return;
    record.violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
  });
  // Every widget element gets an id of its own: churn puts the same element back many times.
  const ids = new WeakMap<Element, string>();
  let next = 0;
  const note = (kind: string) => (detail: { element: Element; id: string }) => {
    if (!ids.has(detail.element)) ids.set(detail.element, `${detail.id}#${next++}`);
    const key = ids.get(detail.element)!;
    record.lifecycle[key] = (record.lifecycle[key] ?? '') + kind;
  };
  document.addEventListener('ha:init', (event) => {
    const api = (event as CustomEvent).detail as { on(name: string, fn: (detail: { element: Element; id: string }) => void): void };
    api.on('mount', note('m'));
    api.on('unmount', note('u'));
    api.on('error', (detail) => {
      const { recoverable, error } = detail as { recoverable?: boolean; error?: unknown };
      if (recoverable) return;
      note('e')(detail);
      record.failures[detail.id] = error instanceof Error ? error.message : String(error);
    });
  });
  // Which state each widget was in when it was taken out (churn reads it back).
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.removedNodes)
        if (node instanceof HTMLElement && node.hasAttribute('data-widget_type') && ids.has(node)) {
          const key = ids.get(node)!;
          record.lifecycle[key] += `(${node.getAttribute('data-ha-state')?.[0] ?? '-'})`;
        } else if (node instanceof HTMLElement && node.hasAttribute('data-widget_type')) {
          ids.set(node, `${node.dataset.id}#${next++}`);
          record.lifecycle[ids.get(node)!] = `(${node.getAttribute('data-ha-state')?.[0] ?? '-'})`;
        }
  }).observe(document, { childList: true, subtree: true });
  // The longest time the page did not answer, from now on: a frozen page misses its beat.
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    record.longestGap = Math.max(record.longestGap, now - last);
    last = now;
  }, 50);
}

/** What the test process sees of a page: dialogs, requests to the trap host, uncaught errors, console. */
export interface Watch {
  dialogs: string[];
  trapRequests: string[];
  pageErrors: string[];
  /** Console errors, and the runtime's own warnings. */
  consoleErrors: string[];
  /** Requests to the image trap host: pictures an answer or a link may show (content, allowed). */
  imageRequests: string[];
}

/** Starts recording on `page` (call before `goto`); `stop` removes the listeners (the page is reused). */
export async function record(page: Page): Promise<{ watch: Watch; stop: () => void }> {
  const watch: Watch = { dialogs: [], trapRequests: [], pageErrors: [], consoleErrors: [], imageRequests: [] };
  const onDialog = (dialog: Dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  };
  const onRequest = (request: Request) => {
    const host = hostOf(request.url());
    if (host === IMAGE_TRAP_HOST) watch.imageRequests.push(request.url());
    else if (host === TRAP_HOST || host.endsWith(`.${TRAP_HOST}`)) watch.trapRequests.push(`${request.resourceType()} ${request.url()}`);
  };
  const onPageError = (error: Error) => watch.pageErrors.push(`${error.message}\n${(error.stack ?? '').split('\n').slice(1, 4).join('\n')}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || (message.type() === 'warning' && message.text().startsWith('[ha-widgets]')))
      watch.consoleErrors.push(message.text().slice(0, 300));
  };
  page.on('dialog', onDialog);
  page.on('request', onRequest);
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  await routeTrap(page);
  await page.addInitScript(install);
  const stop = () => {
    page.off('dialog', onDialog);
    page.off('request', onRequest);
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  };
  return { watch, stop };
}

/** The trap host never resolves (scripts/chromium.mjs); answered here so that no request waits on it. */
export async function routeTrap(page: Page): Promise<void> {
  await page.route(TRAP_URL, (route) => route.fulfill({ status: 204, body: "" }));
}

const TRAP_URL = new RegExp(`^[a-z]+://([^/]*\\.)?${TRAP_HOST.replace('.', '\\.')}(:\\d+)?/`);

/** Empties what `watch` saw, between two page loads of one test. */
export function clear(watch: Watch): void {
  for (const list of Object.values(watch)) list.length = 0;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The built widget types, from the build's manifest (dist/manifest.json). */
export interface Manifest {
  runtime: string;
  boot: string;
  /** `entry`: the chunk is a shared one that holds the type's definition (a tiny entry folded in); `deps`: what the chunk imports. */
  types: Record<string, { folder: string; chunk: string; entry?: string; css?: string[]; deps: string[] }>;
  /** Page-level extensions: each starts where its selector matches, or where the config names its feature. */
  extensions: Record<string, { selector: string; config?: string }>;
}

let manifest: Manifest | undefined;
export function builtManifest(): Manifest {
  return (manifest ??= JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as Manifest);
}

export type States = Record<string, string>;

let holds: string | null | undefined;
/**
 * Where widgets wait by design (inside a closed popup): the selector the build gives the loader's
 * second stage (the extensions' `holds`), read from the built boot chunk.
 */
export function heldSelector(): string | null {
  if (holds !== undefined) return holds;
  const boot = readFileSync(new URL(`../../dist/${builtManifest().boot}`, import.meta.url), 'utf8');
  const found = /\bholds:("(?:[^"\\]|\\.)*")/.exec(boot);
  return (holds = found ? (JSON.parse(found[1]) as string) : null);
}

/**
 * Waits until every built widget in the page is `ready` or `error`, at most `bound` ms; returns each
 * widget's state by data-id. A widget the runtime never picked up is `held` inside an element that
 * holds widgets back (a closed popup), which counts as settled when `heldSettles`, else `unsettled`.
 */
export async function settle(page: Page, bound = 10_000, heldSettles = false): Promise<{ states: States; settled: boolean }> {
  const types = Object.keys(builtManifest().types);
  const read = () =>
    page.evaluate(({ types, held }) => {
      const known = new Set(types);
      const states: Record<string, string> = {};
      for (const el of document.querySelectorAll<HTMLElement>('[data-widget_type]')) {
        if (!known.has((el.dataset.widget_type ?? '').split('.')[0])) continue;
        let id = el.dataset.id ?? '?';
        while (id in states) id += "'";
        states[id] = el.getAttribute('data-ha-state') ?? (held && el.closest(held) ? 'held' : 'unsettled');
      }
      return states;
    }, { types, held: heldSelector() });
  const done = (states: States) => Object.values(states).every((state) => state === 'ready' || state === 'error' || (heldSettles && state === 'held'));
  const deadline = Date.now() + bound;
  let states = await read();
  while (!done(states) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    states = await read();
  }
  return { states, settled: done(states) };
}

/**
 * How long a frame may take to answer. Some never do: a frame that has not loaded (a lazy iframe in
 * a closed popup loads only once shown) has no document to ask, and the browser's PDF viewer runs in
 * frames a page script cannot reach; Playwright would wait for them forever. Such a frame is passed
 * over, as one that refuses to answer is: a payload that runs in a frame is recorded anyway, through
 * the frame's `__pwned`, which reports to the top page.
 */
const FRAME_ANSWER_MS = 3_000;

/** The page's own record, and what a payload may have left behind in any frame. */
export async function collect(page: Page): Promise<Recorded & { globals: string[] }> {
  const record = await page.evaluate(() => (window as unknown as { __hardening: Recorded }).__hardening);
  // All frames at once: the frames that do not answer cost one wait, not one each.
  const found = await Promise.all(page.frames().map((frame) => leftIn(frame, frame === page.mainFrame() ? '' : `frame ${frame.url() || '(not loaded)'}: `)));
  return { ...record, globals: found.flat() };
}

/** What a payload left in one frame, each line prefixed with `name`. */
async function leftIn(frame: Frame, name: string): Promise<string[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<'silent'>((resolve) => (timer = setTimeout(() => resolve('silent'), FRAME_ANSWER_MS)));
  const found = await Promise.race([
    frame
      .evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        const left: string[] = [];
        if (w.haPwned !== undefined) left.push(`haPwned=${String(w.haPwned)}`);
        if ((Object.prototype as Record<string, unknown>).haPolluted !== undefined)
          left.push(`Object.prototype.haPolluted=${String((Object.prototype as Record<string, unknown>).haPolluted)}`);
        return left;
      })
      .catch(() => []),
    silent,
  ]);
  clearTimeout(timer);
  return found === 'silent' ? [] : found.map((text) => `${name}${text}`);
}

/**
 * Mount and unmount strictly alternate for every element, and each ends as `mountedAtEnd` expects.
 * The record holds `m` (ha:mount), `u` (ha:unmount), `e` (ha:error) and, in brackets, the state an
 * element was in when it was taken out of the page.
 */
export function unbalanced(lifecycle: Record<string, string>, mountedAtEnd: (key: string) => boolean): string[] {
  const faults: string[] = [];
  for (const [key, history] of Object.entries(lifecycle)) {
    const events = history.replace(/\([^)]*\)/g, '').replace(/e/g, '');
    const shown = history.length > 240 ? `…${history.slice(-240)}` : history;
    if (/mm/.test(events)) faults.push(`${key}: mounted twice without an unmount: ${shown}`);
    else if (/uu|^u/.test(events)) faults.push(`${key}: unmounted without a mount before: ${shown}`);
    else if (events && events.endsWith('m') !== mountedAtEnd(key)) faults.push(`${key}: ends ${events.endsWith('m') ? 'mounted' : 'unmounted'}: ${shown}`);
  }
  return faults;
}
