// Opening a fixture for the hardening suite: served as printed, with one inline script at the end of
// its body that prepares it (mutator.ts), optionally under a strict CSP; and the in-page pokes and
// churn that every variant runs once its widgets have settled.
import { readdirSync } from 'node:fs';
import { test as base, type Page } from '@playwright/test';
import { CONTROL_PREFIX, GROUPS, IMAGE_TRAP_HOST, PAYLOADS, preparePage, type PrepareReport } from './mutator';
import { builtManifest, record, type Watch } from './recorder';

const fixturesIn = (folder: string) =>
  readdirSync(new URL(`../../fixtures/${folder}/`, import.meta.url))
    .filter((name) => name.endsWith('.html'))
    .sort();

/** Every widget fixture: a fixture added later is covered with no change here. */
export const FIXTURES = fixturesIn('widgets');

/** Every page-level extension fixture (fixtures/extensions/), likewise. */
export const EXTENSION_FIXTURES = fixturesIn('extensions');

/**
 * Findings of this suite not fixed yet, each with what it found: the fixture's test is marked fixme
 * (listed in the report, not run) and the fixture stays off the chunk-fault page. Take a fixture off
 * this list with the fix that makes its test pass. A widget fixture by its file name, an extension
 * page as `extensions/{name}.html`.
 */
export const KNOWN_FINDINGS: Record<string, string> = {
};

export const NONCE = 'hardening-nonce';

/** The page global holding the links printed without `role="button"` (see `poke`). */
const PLAIN_LINKS = '__hardeningPlainLinks';

/**
 * The strict policy a site may set: scripts only from its own origin or with its nonce (no inline
 * script, no eval), stylesheets and style elements the same way. Style attributes stay allowed: the
 * page builder prints them in its markup. Pictures may come from anywhere; frames only from the
 * video players. Trusted Types enforced, with our policy the only one allowed: no HTML of ours
 * enters the page but through the sanitiser, and no library may create a policy of its own.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  `script-src 'self' 'nonce-${NONCE}'`,
  `style-src 'self' 'nonce-${NONCE}'`,
  "style-src-attr 'unsafe-inline'",
  'img-src * data: blob:',
  'media-src * data: blob:',
  "font-src 'self' data:",
  // The only players the runtime frames (ui/lightbox/video.ts): a site that shows videos allows them.
  "frame-src 'self' https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://youtube-nocookie.com https://player.vimeo.com",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types ha-widgets',
].join('; ');

/** A short, stable number for a string (the mutator's seed). */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export interface OpenOptions {
  /** Every widget in every variant group (mutator.ts), or the page as printed. */
  hostile: boolean;
  /** The page-level settings too (mutator.ts, `mutatePageLevel`). */
  pageLevel?: boolean;
  csp?: boolean;
  /** Where the fixture is: `widgets` (the default) or `extensions`. */
  folder?: 'widgets' | 'extensions';
  /** The address's hash (an address a visitor was sent to). */
  hash?: string;
}

/** Serves `/{folder}/{name}` prepared for `options`, opens it and returns what the mutator did. */
export async function openFixture(page: Page, name: string, options: OpenOptions): Promise<PrepareReport> {
  const path = `/${options.folder ?? 'widgets'}/${name}`;
  await page.unroute(`**${path}`);
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    let html = await response.text();
    const prepare = {
      hostile: options.hostile,
      pageLevel: options.pageLevel ?? false,
      groups: GROUPS,
      controlPrefix: CONTROL_PREFIX,
      seed: seedOf(name),
      types: Object.keys(builtManifest().types),
      payloads: PAYLOADS,
      imageTrapHost: IMAGE_TRAP_HOST,
    };
    // Inside a script element, `</script>` in a payload would end it: escaped in the code and the data.
    // The links printed as plain links, kept in the page's memory (not marked in the markup): the
    // ones the runtime turns into buttons are what `poke` may click.
    const code =
      `window.__prepared = (${preparePage.toString().replaceAll('</', '<\\/')})(${JSON.stringify(prepare).replaceAll('<', '\\u003c')});` +
      ` window.${PLAIN_LINKS} = new WeakSet(document.querySelectorAll('a[href]:not([role=button])'));`;
    const headers = { ...response.headers() };
    if (options.csp) {
      // Unquoted: a `<script` inside an inline script's string stays valid code.
      html = html.replace(/<(script|style)\b(?![^>]*\bnonce=)/gi, `<$1 nonce=${NONCE}`);
      headers['content-security-policy'] = STRICT_CSP;
    }
    const script = `<script nonce="${NONCE}">${code}</script>`;
    const at = html.lastIndexOf('</body>');
    html = at < 0 ? html + script : html.slice(0, at) + script + html.slice(at);
    await route.fulfill({ response, body: html, headers });
  });
  // From the same address, a new hash alone would not load the page again.
  if (options.hash) await page.goto('about:blank');
  await page.goto(path + (options.hash ?? ''));
  return page.evaluate(() => (window as unknown as { __prepared: PrepareReport }).__prepared);
}

/**
 * What a visitor does, quickly and to every widget: its interactive parts (tabs, buttons, toggles,
 * popup openers) are pointed at, focused and clicked: the first three, which reach a second and third
 * tab, and then the first part of each other kind (same tag, role and classes), which reaches a
 * trigger printed after a row of tabs or a grid of products (a quick view, an add to cart, a page of
 * more). A form never submits.
 *
 * Links: only a link the runtime turned into a button is clicked (a shop's quick view, its add to
 * cart): printed as a plain link (`openFixture` keeps those before the loader runs), it has
 * `role="button"` now. A link printed with `role="button"` is the site's own (often `javascript:`,
 * which runs when clicked whatever the runtime does), one a library drew (a map's zoom) is not ours
 * either, and a `javascript:` link is never clicked. A link click the page did not take is cancelled
 * at the window after every handler ran, so a poke never leaves the page. Parts inside a link are
 * left alone.
 */
export async function poke(page: Page): Promise<number> {
  await page.evaluate(keepOnPage);
  return page.evaluate(async (plainLinks) => {
    const printedPlain = (window as unknown as Record<string, WeakSet<Element> | undefined>)[plainLinks];
    const interactive = '[role=tab], [role=button], button, [aria-expanded], [aria-haspopup], summary, .fc-event, [tabindex="0"]';
    const linkButton = (el: HTMLElement) =>
      el instanceof HTMLAnchorElement && !!printedPlain?.has(el) && el.getAttribute('role') === 'button' && el.protocol !== 'javascript:';
    const kindOf = (el: HTMLElement) => `${el.localName} ${el.getAttribute('role') ?? ''} ${[...el.classList].sort().join(' ')}`;
    let poked = 0;
    for (const widget of document.querySelectorAll<HTMLElement>('[data-ha-state="ready"]')) {
      // A form sends only what it can accept: its empty fields get a visitor's answers first.
      for (const field of widget.querySelectorAll<HTMLInputElement>('input:not([type=hidden], [type=checkbox], [type=radio], [type=submit])')) {
        if (field.value) continue;
        field.value = field.type === 'email' || /mail/i.test(field.name + field.className) ? 'visitor@example.com' : 'Visitor';
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const all = [...widget.querySelectorAll<HTMLElement>(interactive)].filter((el) => {
        const link = el.closest<HTMLElement>('a[href]');
        return (!link || (link === el && linkButton(el))) && el.closest('[data-widget_type]') === widget;
      });
      const parts = all.slice(0, 3);
      const kinds = new Set(parts.map(kindOf));
      for (const el of all.slice(3)) {
        if (parts.length >= 8) break;
        if (kinds.has(kindOf(el))) continue;
        kinds.add(kindOf(el));
        parts.push(el);
      }
      for (const el of parts) {
        // An earlier poke may have taken it out of the page (a dialog closed, a list replaced).
        if (!el.isConnected) continue;
        for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter'])
          el.dispatchEvent(new MouseEvent(type, { bubbles: !type.endsWith('enter') }));
        el.focus();
        el.click();
        poked++;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    // Debounced reactions (a filter, a hover delay) happen now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    return poked;
  }, PLAIN_LINKS);
}

/**
 * A poke never leaves the page: no form submits, and a link click the page did not take is cancelled
 * at the window after every handler ran (before the browser follows it, so no `javascript:` runs).
 * Once per page.
 */
function keepOnPage(): void {
  const w = window as unknown as { __hardeningKept?: true };
  if (w.__hardeningKept) return;
  w.__hardeningKept = true;
  addEventListener('submit', (event) => event.preventDefault(), true);
  addEventListener('click', (event) => {
    if (!event.defaultPrevented && event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  });
}

/**
 * What a visitor does to a page's page-level parts: moves the pointer across it, scrolls it with the
 * wheel down and back, then points at, focuses and clicks its links and buttons outside the built
 * widgets (hash actions, lightbox links, popup openers and the buttons inside open popups, tracked
 * links), at most `limit`, each followed by Escape, which closes what it opened. Returns the clicks.
 */
export async function pokePage(page: Page, limit = 30): Promise<number> {
  await page.evaluate(keepOnPage);
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const [x, y] of [[0.2, 0.2], [0.5, 0.5], [0.8, 0.3], [0.4, 0.8]]) await page.mouse.move(width * x, height * y, { steps: 3 });
  for (const delta of [600, 600, -1200]) {
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(120);
  }
  const clicks = await page.evaluate(
    async ({ limit, types }) => {
      const known = new Set(types);
      const ownedByWidget = (el: Element) => {
        const widget = el.closest('[data-widget_type]');
        return !!widget && known.has((widget.getAttribute('data-widget_type') ?? '').split('.')[0]);
      };
      const clickable = 'a[href], button, [role=button], [data-e-action-hash], [e-action-hash], [data-elementor-open-lightbox]';
      const done = new Set<Element>();
      let clicks = 0;
      // Again after each click: a popup or a lightbox opened by one brings buttons of its own.
      for (let el: HTMLElement | undefined; clicks < limit; clicks++) {
        el = [...document.querySelectorAll<HTMLElement>(clickable)].find(
          (candidate) => !done.has(candidate) && !ownedByWidget(candidate) && !/^\s*javascript:/i.test(candidate.getAttribute('href') ?? ''),
        );
        if (!el) break;
        done.add(el);
        for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter'])
          el.dispatchEvent(new MouseEvent(type, { bubbles: !type.endsWith('enter') }));
        el.focus();
        el.click();
        await new Promise((resolve) => setTimeout(resolve, 30));
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
      }
      // Late reactions (a hash change, an exit animation) happen now.
      await new Promise((resolve) => setTimeout(resolve, 400));
      return clicks;
    },
    { limit, types: Object.keys(builtManifest().types) },
  );
  await page.keyboard.press('Escape');
  return clicks;
}

/**
 * The extensions the page should start (each whose selector matches an element, or whose feature the
 * config names) and those it started (`data-ha-extensions` on the root), once every expected one has
 * started or after `bound` ms.
 */
export async function startedExtensions(page: Page, bound = 10_000): Promise<{ expected: string[]; started: string[] }> {
  const read = () =>
    page.evaluate((extensions) => {
      const features = (window as unknown as { haWidgetsConfig?: { features?: Record<string, unknown> } }).haWidgetsConfig?.features ?? {};
      const expected = Object.entries(extensions)
        .filter(([, { selector, config }]) => (config ? !!features[config] : !!document.querySelector(selector)))
        .map(([name]) => name);
      const started = (document.documentElement.getAttribute('data-ha-extensions') ?? '').split(' ').filter(Boolean);
      return { expected, started };
    }, builtManifest().extensions);
  const deadline = Date.now() + bound;
  let found = await read();
  while (found.expected.some((name) => !found.started.includes(name)) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    found = await read();
  }
  return found;
}

/**
 * Takes up to three top-level ready widgets out of the page and puts them back, `rounds` times, in
 * three rhythms: back in the same task (a move: nothing may unmount), back after two frames (long
 * enough to unmount, so it mounts again), and back at a random frame (often while mounting, so a
 * widget is taken out before it is ready). Returns the data-ids churned.
 */
export function churn(page: Page, rounds: number, seed: number): Promise<string[]> {
  return page.evaluate(
    async ({ rounds, seed }) => {
      let state = seed;
      const random = () => ((state = (Math.imul(state, 48271) + 11) >>> 0) / 4294967296);
      const frames = (n: number) => new Promise<void>((resolve) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
        step(n);
      });
      const picked = [...document.querySelectorAll<HTMLElement>('[data-widget_type][data-ha-state="ready"]')]
        .filter((el) => !el.parentElement?.closest('[data-widget_type]'))
        .slice(0, 3);
      const places = picked.map((el) => ({ el, parent: el.parentNode!, next: el.nextSibling }));
      for (let round = 0; round < rounds; round++) {
        const rhythm = round % 3;
        for (const { el } of places) el.remove();
        if (rhythm === 1) await frames(2);
        if (rhythm === 2) await frames(Math.floor(random() * 3));
        for (const { el, parent, next } of places) parent.insertBefore(el, next && next.parentNode === parent ? next : null);
        await frames(rhythm === 0 ? 1 : Math.floor(random() * 3));
      }
      return picked.map((el) => el.dataset.id!);
    },
    { rounds, seed },
  );
}

/**
 * What sliders, sticky headers and page builders do to nodes: a mounted widget is taken out of the
 * document long enough to unmount and put back; the moment it turns `loading` it is taken out again
 * and put back one frame later. It starts once the widget is ready. Resolves false when it never
 * turned `loading` again.
 */
export function outAndBackAtLoading(page: Page, id: string): Promise<boolean> {
  return page.evaluate(async (id) => {
    const element = document.querySelector<HTMLElement>(`[data-widget_type][data-id="${id}"]`)!;
    for (const deadline = performance.now() + 5000; element.getAttribute('data-ha-state') !== 'ready' && performance.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 20));
    const parent = element.parentNode!;
    const next = element.nextSibling;
    element.scrollIntoView({ block: 'center' });
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const again = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        if (element.getAttribute('data-ha-state') !== 'loading') return;
        observer.disconnect();
        element.remove();
        requestAnimationFrame(() => {
          parent.insertBefore(element, next && next.parentNode === parent ? next : null);
          resolve(true);
        });
      });
      observer.observe(element, { attributeFilter: ['data-ha-state'] });
      setTimeout(() => (observer.disconnect(), resolve(false)), 5000);
    });
    parent.insertBefore(element, next && next.parentNode === parent ? next : null);
    return again;
  }, id);
}

/** The suite's test: each test records its page (recorder.ts) and stops listening at its end. */
export const test = base.extend<{ watch: Watch }>({
  watch: async ({ page }, use) => {
    const { watch, stop } = await record(page);
    await use(watch);
    stop();
  },
});

export { expect } from '@playwright/test';
