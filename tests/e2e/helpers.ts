// Shared Playwright setup: console errors and uncaught exceptions are collected so a test can assert
// that our code raised none. (Requests that leave the test server fail to resolve: playwright.config.ts.)
import { test as base, expect, type CDPSession, type Page, type Locator } from '@playwright/test';

export interface PageProblems {
  errors: string[];
  warnings: string[];
}

/** Sets the speed of the page's animations, as the developer tools' animation panel does: 0.01 to look
 *  at a slide while it runs however slow the machine is, 10 to see many loop positions quickly. */
export type AnimationSpeed = (rate: number) => Promise<void>;

export const test = base.extend<{ problems: PageProblems; animationSpeed: AnimationSpeed; pausedClockResumed: void }>({
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { errors: [], warnings: [] };
      page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
      // Error events on the window that carry no exception (a resize observer's "loop completed with
      // undelivered notifications") reach neither of those, but a site's error monitoring sees them.
      await page.addInitScript(() =>
        addEventListener('error', (event) => {
          if (!event.error) console.error(`window error event: ${event.message}`);
        }),
      );
      page.on('console', (message) => {
        if (message.type() === 'error') problems.errors.push(message.text());
        if (message.type() === 'warning') problems.warnings.push(message.text());
      });
      await use(problems);
    },
    { auto: true },
  ],
  // Playwright resumes a clock left paused only once its reset of the reused context has begun, and
  // the script it adds to do so then outlives the reset: every page of the worker's next test threw
  // "Cannot read properties of undefined (reading 'controller')". Resumed here, before the reset.
  pausedClockResumed: [
    async ({ page }, use) => {
      let paused = false;
      const pauseAt = page.clock.pauseAt.bind(page.clock);
      page.clock.pauseAt = (time) => ((paused = true), pauseAt(time));
      await use();
      if (paused && !page.isClosed()) await page.clock.resume();
    },
    { auto: true },
  ],
  // The rate is the page's own and outlives a navigation: the page and its context are reused by the
  // next test (playwright.config.ts), so it is set back to 1 after the test.
  animationSpeed: async ({ page }, use) => {
    let session: CDPSession | undefined;
    const set = async (playbackRate: number) => {
      if (!session) {
        session = await page.context().newCDPSession(page);
        await session.send('Animation.enable');
      }
      await session.send('Animation.setPlaybackRate', { playbackRate });
    };
    await use(set);
    if (session && !page.isClosed()) await set(1);
  },
});

export { expect };

/** The widget wrapper for an element id (data-id). */
export function widget(page: Page, id: string): Locator {
  return page.locator(`.elementor-element[data-id="${id}"]`);
}

export async function expectReady(locator: Locator): Promise<void> {
  await expect(locator).toHaveAttribute('data-ha-state', 'ready');
}

/**
 * Scrolls the page with the mouse wheel until `locator` has left the viewport (room to do so is made
 * after the page's end); returns the distance, to wheel back by.
 */
export async function wheelOutOfView(page: Page, locator: Locator): Promise<number> {
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { style: 'height: 200vh' })));
  const box = (await locator.boundingBox())!;
  const distance = Math.ceil(box.y + box.height) + 10;
  await page.mouse.move(1, 1);
  await page.mouse.wheel(0, distance);
  await expect(locator).not.toBeInViewport();
  return distance;
}

/** Console errors that are not about failed requests (those that leave the test server never resolve). */
export function ownErrors(problems: PageProblems): string[] {
  return problems.errors.filter((text) => !/Failed to load resource/.test(text));
}

/** Starts summing layout shifts not caused by input from the first paint on; read with `layoutShift`. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}

/** Serves `path` with its HTML changed by `edit`. */
export async function rewrite(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

/**
 * The loader's second stage arrives late, as on a slow phone: the page is painted before any widget
 * mounts. (The loader itself blocks rendering until it has run: README, Install on a site.)
 */
export async function paintFirst(page: Page): Promise<void> {
  await page.route('**/dist/boot-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
}

/**
 * Opens `path` 4000 px tall with the loader's second stage held back, once the page and its shown
 * images have loaded: the page as painted before any widget mounts. Returns what lets mounting begin.
 */
export async function paintedBeforeMount(page: Page, path: string, width = 1280): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/boot-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width, height: 4000 });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading' && [...document.images].every((img) => img.complete || !img.getClientRects().length));
  return release;
}

const outerSize = (el: HTMLElement) => [el.offsetWidth, el.offsetHeight];

/**
 * The sizes of the widgets `ids` on `path` (or what `measure` reads of them) as painted before they
 * mount (the loader has run, its second stage is held back until they are read, with every image
 * that shows loaded), then once they have mounted. Sizes, not places: a widget above may still move them.
 */
export async function sizesBeforeAndAfterMount<T = number[]>(
  page: Page,
  path: string,
  ids: string[],
  measure: (el: HTMLElement) => T = outerSize as (el: HTMLElement) => T,
  width = 1280,
) {
  const release = await paintedBeforeMount(page, path, width);
  const sizes = () => Promise.all(ids.map((id) => widget(page, id).evaluate(measure)));
  const before = await sizes();
  release();
  for (const id of ids) await expectReady(widget(page, id));
  return { before, after: await sizes() };
}

/** Starts counting `ha:mount` events per data-id; read with `mountCounts`. */
export async function countMounts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts: Record<string, number> = ((window as unknown as { mounts: Record<string, number> }).mounts = {});
    document.addEventListener('ha:mount', (event) => {
      const id = (event as CustomEvent).detail.id as string;
      counts[id] = (counts[id] ?? 0) + 1;
    });
  });
}

export async function mountCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => (window as unknown as { mounts: Record<string, number> }).mounts);
}

/** Records, as each widget becomes ready (its `ha:mount`), whether `selector` matches inside it; read with `matchedAtReady`. */
export async function recordAtReady(page: Page, selector: string): Promise<void> {
  await page.addInitScript((inside) => {
    const matched: Record<string, boolean> = ((window as unknown as { atReady: Record<string, boolean> }).atReady = {});
    document.addEventListener('ha:mount', (event) => {
      const { id, element } = (event as CustomEvent).detail as { id: string; element: Element };
      matched[id] = element.querySelector(inside) !== null;
    });
  }, selector);
}

export async function matchedAtReady(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() => (window as unknown as { atReady: Record<string, boolean> }).atReady);
}

/**
 * Unmounts a widget and tells whether its markup is the served markup again. The loader's own marks
 * stay and are left out: `data-ha-state`, and the settings it copies for the premount stylesheet
 * (`data-ha-set` and `--ha-set-*`), which shape the printed widget again.
 */
export function unmountRestores(page: Page, id: string): Promise<boolean> {
  return page.evaluate(async (id) => {
    const html = await (await fetch(location.href)).text();
    const served = new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-id="${id}"]`)!;
    const element = document.querySelector(`[data-id="${id}"]`)!;
    window.haWidgets!.unmount(element);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const strip = (el: Element) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const marked of [copy, ...copy.querySelectorAll<HTMLElement>('[data-ha-set]')]) {
        marked.removeAttribute('data-ha-state');
        marked.removeAttribute('data-ha-set');
        for (const name of [...marked.style]) if (name.startsWith('--ha-set-')) marked.style.removeProperty(name);
        if (marked.getAttribute('style') === '') marked.removeAttribute('style');
      }
      return copy.outerHTML;
    };
    return strip(element) === strip(served);
  }, id);
}

/** Whether a widget's container holds exactly what the server printed. */
export function asServed(page: Page, id: string): Promise<boolean> {
  return page.evaluate(async (id) => {
    const html = await (await fetch(location.href)).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const served = doc.querySelector(`[data-id="${id}"] .elementor-widget-container`)!.innerHTML;
    return document.querySelector(`[data-id="${id}"] .elementor-widget-container`)!.innerHTML === served;
  }, id);
}
