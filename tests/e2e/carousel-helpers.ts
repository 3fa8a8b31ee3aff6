// What a visitor sees of a carousel, shared by the carousel specs.
import type { Locator, Page } from '@playwright/test';
import { expect, expectReady, unmountRestores, widget } from './helpers';

/** A transition (300 to 800 ms) must have finished before "nothing moved" can be asserted. */
export const SETTLE_MS = 1000;

/**
 * The slides a visitor sees whole inside the carousel's track (opaque, within its box), as their
 * 1-based position in the server markup, in reading order along the carousel.
 */
export function visibleSlides(carousel: Locator): Promise<number[]> {
  return carousel.locator('.swiper').first().evaluate((track) => {
    const box = track.getBoundingClientRect();
    const vertical = track.classList.contains('swiper-vertical');
    const rtl = getComputedStyle(track).direction === 'rtl';
    return [...track.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .map((slide) => ({ n: Number(slide.getAttribute('aria-label')?.split(' ')[0]), r: slide.getBoundingClientRect(), slide }))
      .filter(
        ({ r, slide }) =>
          r.width > 0 &&
          r.left >= box.left - 1 &&
          r.right <= box.right + 1 &&
          r.top >= box.top - 1 &&
          r.bottom <= box.bottom + 1 &&
          Number(getComputedStyle(slide).opacity) > 0.9,
      )
      .sort((a, b) => (vertical ? a.r.top - b.r.top : rtl ? b.r.right - a.r.right : a.r.left - b.r.left))
      .map(({ n }) => n);
  });
}

/** In loop mode Swiper drops a move asked for while one is still running: wait for the slides to rest. */
export async function atRest(carousel: Locator): Promise<void> {
  await expect
    .poll(() =>
      carousel
        .locator('.swiper-wrapper, .swiper-slide')
        .evaluateAll((els) => els.every((el) => ['', '0ms'].includes((el as HTMLElement).style.transitionDuration))),
    )
    .toBe(true);
}

export async function expectStill(page: Page, carousel: Locator, slides: number[]): Promise<void> {
  await page.waitForTimeout(SETTLE_MS);
  expect(await visibleSlides(carousel)).toEqual(slides);
}

/** Starts counting CSS transitions of the slides; returns how to read the count. */
export async function countTransitions(carousel: Locator): Promise<() => Promise<number>> {
  const track = carousel.locator('.swiper').first();
  await track.evaluate((el) => {
    const counted = el as HTMLElement & { transitions?: number };
    counted.transitions = 0;
    el.addEventListener('transitionrun', () => (counted.transitions! += 1));
  });
  return () => track.evaluate((el) => (el as HTMLElement & { transitions?: number }).transitions ?? 0);
}

/** Takes the pointer off the carousel and keyboard focus out of it. */
export async function leave(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Opens a fixture page at a width and waits for one widget on it to be ready. */
export async function openWidget(page: Page, path: string, id: string, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  const carousel = widget(page, id);
  await carousel.scrollIntoViewIfNeeded();
  await expectReady(carousel);
  return carousel;
}

/**
 * Waits until the carousel's Swiper (on `track`) has started: it starts after the layout that
 * follows the widget's ready. A drag before then is not replayed, as clicks on arrows are.
 */
export async function expectStarted(carousel: Locator, trackSelector = '.swiper'): Promise<void> {
  const track = carousel.locator(trackSelector).first();
  await expect.poll(() => track.evaluate((el) => Boolean((el as { swiper?: unknown }).swiper))).toBe(true);
}

/** The visitor sees these slides, and the carousel is at rest (so that the next action is not dropped). */
export async function expectView(carousel: Locator, slides: readonly number[]): Promise<void> {
  await expect.poll(() => visibleSlides(carousel)).toEqual(slides);
  await atRest(carousel);
}


/** Every widget of ours on the page: where it is (from the top of the document) and how tall. */
function widgetBoxes(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-widget_type^="ha-"]')].map((el) => {
        const box = el.getBoundingClientRect();
        return [el.dataset.id!, [box.top + scrollY, box.height]];
      }),
    ),
  );
}

/**
 * Where each widget of ours is and how tall: as first painted (the loader run, the premount stylesheet on),
 * once mounted with the markup prepared for Swiper (held there: no animation frame comes), and once
 * every carousel runs Swiper. Returns, for the last two, the widgets whose place or height differ
 * from the printed page's by more than a pixel: none means mounting moves nothing, wherever the
 * visitor is on the page.
 */
export async function mountingChanges(page: Page, path: string, width = 1280): Promise<{ prepared: string[]; started: string[] }> {
  await page.setViewportSize({ width, height: 900 });
  // As first painted: the loader has run (it blocks rendering until then) and copied the settings the
  // premount stylesheet reads; its second stage never arrives.
  await page.route('**/dist/boot-*.js', () => {});
  await page.goto(path);
  const printed = await widgetBoxes(page);
  await page.unroute('**/dist/boot-*.js');
  const changes = async (url: string) => {
    await page.goto(url);
    await expect(page.locator('[data-widget_type^="ha-"]:not([data-ha-state="ready"])')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const now = await widgetBoxes(page);
    return Object.keys(printed)
      .filter((id) => printed[id].some((value, i) => Math.abs(value - now[id][i]) > 1))
      .map((id) => `${id}: top, height ${printed[id].map(Math.round)} -> ${now[id].map(Math.round)}`);
  };
  await page.addInitScript(() => {
    if (location.search === '?held') window.requestAnimationFrame = () => 0;
  });
  const prepared = await changes(`${path}?held`);
  const started = await changes(path);
  // Swiper keeps itself on its element once it runs (its classes come before, with the markup).
  const waiting = () => page.evaluate(() => [...document.querySelectorAll('[data-widget_type^="ha-"] .swiper')].filter((el) => !(el as { swiper?: unknown }).swiper).length);
  await expect.poll(waiting).toBe(0);
  return { prepared, started };
}

/** Starts recording the stylesheets of ours the page requests, by name without the hash (`swiper.css`). */
export function recordStylesheets(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/') && pathname.endsWith('.css')) names.push(pathname.slice(6).replace(/-[A-Z0-9]{8}\.css$/, '.css'));
  });
  return names;
}

/**
 * Unmounts each carousel in `ids` (each must put its server markup back), then mounts `again` anew,
 * and returns it once ready.
 */
export async function unmountAllThenRemount(page: Page, ids: readonly string[], again: string): Promise<Locator> {
  for (const id of ids) {
    await widget(page, id).scrollIntoViewIfNeeded();
    await expectReady(widget(page, id));
    expect(await unmountRestores(page, id), id).toBe(true);
  }
  const carousel = widget(page, again);
  await page.evaluate((id) => window.haWidgets!.mount(document.querySelector(`[data-id="${id}"]`)!), again);
  await expectReady(carousel);
  return carousel;
}
