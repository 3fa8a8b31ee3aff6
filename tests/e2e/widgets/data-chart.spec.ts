// The five chart widgets (ha-bar-chart, ha-line-chart, ha-pie-chart, ha-polar-chart, ha-radar-chart),
// as a visitor: scroll to a chart, hover its bars, points and slices, resize the window. Chart.js draws
// on a canvas, so what is drawn is read from the Chart.js instance (Chart.getChart(canvas)): the
// class is found among the loaded chunks, never imported by the test.
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  widget,
  expectReady,
  ownErrors,
  countMounts,
  mountCounts,
  recordLayoutShift,
  layoutShift,
  rewrite,
  type PageProblems,
} from '../helpers';

const BAR = '/widgets/bar-chart.html';
const LINE = '/widgets/line-chart.html';
const PIE = '/widgets/pie-chart.html';
const POLAR = '/widgets/polar-chart.html';
const RADAR = '/widgets/radar-chart.html';

interface ChartLookup {
  /** The Chart.js instance on the widget's canvas, if any. */
  of(id: string): Promise<ChartLike | undefined>;
  /** How many Chart.js instances exist on the page. */
  count(): Promise<number>;
  /** URL of the chunk that holds Chart.js, once a chart page loaded it. */
  chunk(): Promise<string | undefined>;
}

// The slice of the Chart.js API the tests read.
interface ElementLike {
  getCenterPoint(final?: boolean): { x: number; y: number };
}
interface ChartLike {
  id: number;
  config: { type: string };
  options: { animation: unknown; indexAxis?: string };
  width: number;
  height: number;
  data: { labels: unknown[]; datasets: { label: string }[] };
  canvas: HTMLCanvasElement;
  tooltip: { opacity: number; title: string[]; body: { lines: string[] }[]; footer: string[] };
  getDatasetMeta(index: number): { data: ElementLike[] };
}

/** Installs `window.__charts`: Chart.getChart through the Chart class found in the loaded chunks. */
async function lookupCharts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type ChartClass = { getChart(canvas: Element): unknown; instances: Record<string, unknown> };
    let found: { Chart: ChartClass; url: string } | undefined;
    const chartClass = async () => {
      if (found) return found;
      for (const entry of performance.getEntriesByType('resource')) {
        if (!/\/dist\/chunk-[\w-]+\.js$/.test(entry.name)) continue;
        const module: Record<string, unknown> = await import(entry.name);
        const Chart = Object.values(module).find(
          (value) => typeof value === 'function' && 'getChart' in value && 'register' in value,
        ) as ChartClass | undefined;
        if (Chart) return (found = { Chart, url: entry.name });
      }
      return undefined;
    };
    (window as unknown as { __charts: ChartLookup }).__charts = {
      async of(id) {
        const canvas = document.querySelector(`[data-id="${id}"] canvas`);
        return canvas ? ((await chartClass())?.Chart.getChart(canvas) as ChartLike | undefined) : undefined;
      },
      async count() {
        return Object.keys((await chartClass())?.Chart.instances ?? {}).length;
      },
      async chunk() {
        return (await chartClass())?.url;
      },
    };
  });
}

/** Facts about the chart on a widget's canvas, or null when it has none. */
function chartOf(page: Page, id: string) {
  return page.evaluate(async (key) => {
    const chart = await (window as unknown as { __charts: ChartLookup }).__charts.of(key);
    if (!chart) return null;
    return {
      id: chart.id,
      type: chart.config.type,
      indexAxis: chart.options.indexAxis,
      animation: chart.options.animation,
      width: chart.width,
      height: chart.height,
      labels: chart.data.labels,
      series: chart.data.datasets.map((d) => d.label),
      canvas: { width: chart.canvas.clientWidth, height: chart.canvas.clientHeight },
    };
  }, id);
}

const chartCount = (page: Page) => page.evaluate(() => (window as unknown as { __charts: ChartLookup }).__charts.count());

/** How many Chart.js instances are not the chart of a chart widget's canvas (made again, or left behind). */
const strayCharts = (page: Page) =>
  page.evaluate(async () => {
    const lookup = (window as unknown as { __charts: ChartLookup }).__charts;
    const ids = [...document.querySelectorAll<HTMLElement>('[data-widget_type*="-chart."]')].map((el) => el.dataset.id!);
    const charted = (await Promise.all(ids.map((id) => lookup.of(id)))).filter(Boolean).length;
    return (await lookup.count()) - charted;
  });

/** Where an element (bar, point, slice) of a chart is on the page, once it stopped moving. */
async function elementPoint(page: Page, id: string, dataset: number, index: number): Promise<{ x: number; y: number }> {
  const where = () =>
    page.evaluate(
      async ([key, d, i]) => {
        const chart = (await (window as unknown as { __charts: ChartLookup }).__charts.of(key as string))!;
        const element = chart.getDatasetMeta(d as number).data[i as number];
        const now = element.getCenterPoint();
        const final = element.getCenterPoint(true);
        const box = chart.canvas.getBoundingClientRect();
        return { settled: now.x === final.x && now.y === final.y, x: box.left + now.x, y: box.top + now.y };
      },
      [id, dataset, index],
    );
  await expect.poll(async () => (await where()).settled, { timeout: 4000 }).toBe(true);
  const { x, y } = await where();
  return { x, y };
}

/** The tooltip as Chart.js draws it: title, body and footer lines; empty while hidden. */
function tooltipOf(page: Page, id: string) {
  return page.evaluate(async (key) => {
    const chart = (await (window as unknown as { __charts: ChartLookup }).__charts.of(key))!;
    const { opacity, title, body, footer } = chart.tooltip;
    return opacity > 0 ? { title, body: body.flatMap((b) => b.lines), footer } : null;
  }, id);
}

async function hover(page: Page, id: string, dataset: number, index: number): Promise<void> {
  const { x, y } = await elementPoint(page, id, dataset, index);
  const { width, height } = page.viewportSize()!;
  if (x < 0 || y < 0 || x > width || y > height) throw new Error(`${id}: element ${dataset}/${index} is out of view at ${x},${y}`);
  await page.mouse.move(x, y);
}

/** Scrolls with the mouse wheel, like a visitor, until the element is wholly in the viewport. */
async function wheelTo(page: Page, target: Locator): Promise<void> {
  const { height } = page.viewportSize()!;
  await page.mouse.move(5, height / 2);
  for (let step = 0; step < 80; step++) {
    const box = await target.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= height) return;
    const delta = box ? Math.max(-500, Math.min(500, box.y + box.height / 2 - height / 2)) : 500;
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(30);
  }
  throw new Error('could not scroll the element into view');
}

async function wheelToTop(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  for (let step = 0; step < 80 && (await page.evaluate(() => scrollY)) > 0; step++) {
    await page.mouse.wheel(0, -800);
    await page.waitForTimeout(30);
  }
}

async function open(page: Page, path: string): Promise<void> {
  await lookupCharts(page);
  await page.goto(path);
}

/** Serves the bar chart page with its charts' motion lasting `ms` (printed: 1000), so that a busy machine still catches the bars on their way. */
const slowBars = (page: Page, ms: number) =>
  rewrite(page, BAR, (html) => html.replaceAll('&quot;duration&quot;:1000', `&quot;duration&quot;:${ms}`));

/**
 * Waits for a widget to be ready and its chart drawn: the chart is made in steps after the widget
 * mounts, and its canvas is labelled with the summary once drawn.
 */
async function drawn(page: Page, id: string): Promise<Locator> {
  const el = widget(page, id);
  await expectReady(el);
  // Checked every frame, so that a test sees the motion that starts with the label.
  const canvas = await el.locator('canvas').elementHandle();
  await page.waitForFunction((node) => node!.hasAttribute('aria-label'), canvas, { polling: 'raf', timeout: 5000 });
  return el;
}

/**
 * Scrolls a chart (its container: the canvas only gets its size with the chart) into view; waits for
 * it to be drawn, or only to be ready for a widget with nothing to draw.
 */
async function reach(page: Page, id: string, { empty = false } = {}): Promise<Locator> {
  const el = widget(page, id);
  await wheelTo(page, el.locator('[class$="-chart-container"]'));
  if (!empty) return drawn(page, id);
  await expectReady(el);
  return el;
}


/** The chart container of a widget as the server printed it. */
function served(page: Page, id: string): Promise<string> {
  return page.evaluate(async (key) => {
    const html = await (await fetch(location.href)).text();
    return new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-id="${key}"] [class$="-chart-container"]`)!.outerHTML;
  }, id);
}

const containerHtml = (el: Locator) => el.locator('[class$="-chart-container"]').evaluate((node) => node.outerHTML);

/** Debug warnings that name a widget. */
const warningsFor = (problems: PageProblems, id: string) => problems.warnings.filter((text) => text.includes(`#${id}`));

test.describe('ha-bar-chart', () => {
  test('a chart below the fold is created once when scrolled into view, and not again when it re-enters', async ({ page, problems }) => {
    await countMounts(page);
    await open(page, BAR);
    await drawn(page, 'bc000001');
    const below = widget(page, 'bc000003');
    await expect(below).not.toHaveAttribute('data-ha-state', /.*/);
    expect(await chartOf(page, 'bc000003')).toBeNull();
    await expect(below.locator('canvas')).not.toHaveAttribute('style', /.*/);

    await reach(page, 'bc000003');
    const first = (await chartOf(page, 'bc000003'))!;
    expect(first).toMatchObject({ type: 'bar', series: ['2023', '2024'] });

    await wheelToTop(page);
    await page.waitForTimeout(200);
    await wheelTo(page, below.locator('canvas'));
    await page.waitForTimeout(300);
    expect((await chartOf(page, 'bc000003'))!.id).toBe(first.id);
    // Counted against the charts on the widgets' canvases: charts passed on the way may still be in
    // their steps, so a count taken before would change without anything made twice.
    expect(await strayCharts(page)).toBe(0);
    expect((await mountCounts(page))['bc000003']).toBe(1);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('hovering a bar shows its value with the prefix and the thousands separator', async ({ page, problems }) => {
    await open(page, BAR);
    await drawn(page, 'bc000001');
    expect(await chartOf(page, 'bc000001')).toMatchObject({ type: 'bar', labels: ['January', 'February', 'March', 'April'], series: ['Online', 'In store'] });
    expect(await tooltipOf(page, 'bc000001')).toBeNull();

    await hover(page, 'bc000001', 0, 1);
    await expect.poll(() => tooltipOf(page, 'bc000001')).toEqual({ title: ['February'], body: ['Online: $18,250.5'], footer: [] });
    await hover(page, 'bc000001', 1, 2);
    await expect.poll(() => tooltipOf(page, 'bc000001')).toEqual({ title: ['March'], body: ['In store: $11,250'], footer: [] });
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the browser\'s locale data loads in one worker, ended once it answered; where the page refuses workers the charts draw all the same', async ({ page, problems }) => {
    // The page's own Worker, counted: what was made, from what, and what was ended.
    await page.addInitScript(() => {
      const Real = window.Worker;
      const log: string[] = [];
      (window as unknown as { workers: string[] }).workers = log;
      window.Worker = class extends Real {
        constructor(url: string | URL) {
          super(url);
          log.push(`made ${String(url).split(':')[0]}`);
          this.addEventListener('message', () => log.push('answered'));
        }
        override terminate() {
          log.push('ended');
          super.terminate();
        }
      };
    });
    await open(page, BAR);
    await drawn(page, 'bc000001');
    await expect.poll(() => page.evaluate(() => (window as unknown as { workers: string[] }).workers)).toEqual(['made blob', 'answered', 'ended']);
    await hover(page, 'bc000001', 0, 1);
    await expect.poll(() => tooltipOf(page, 'bc000001')).toMatchObject({ body: ['Online: $18,250.5'] });
    expect(ownErrors(problems)).toEqual([]);

    // As under a content security policy without blob: (the browser refuses at construction).
    await page.addInitScript(() => {
      window.Worker = class {
        constructor() {
          throw new DOMException('Refused to create a worker', 'SecurityError');
        }
      } as unknown as typeof Worker;
    });
    await open(page, BAR);
    await drawn(page, 'bc000001');
    await hover(page, 'bc000001', 1, 2);
    await expect.poll(() => tooltipOf(page, 'bc000001')).toMatchObject({ body: ['In store: $11,250'] });
    expect(ownErrors(problems)).toEqual([]);
  });

  test('horizontal bars: along y, labels over 50 characters wrap between words, suffix and "." separator', async ({ page }) => {
    await open(page, BAR);
    await reach(page, 'bc000002');
    const chart = (await chartOf(page, 'bc000002'))!;
    expect(chart).toMatchObject({ type: 'bar', indexAxis: 'y' });
    const [first, second, third] = chart.labels as [string[], string, string[]];
    expect(first).toEqual(['Customer satisfaction with the delivery time of', 'orders placed online']);
    expect(second).toBe('Friendliness of the staff');
    expect(third.every((line) => line.length <= 50)).toBe(true);
    expect(third.join(' ')).toBe('Value for money of the products compared with other shops in town');

    await hover(page, 'bc000002', 0, 2);
    await expect
      .poll(() => tooltipOf(page, 'bc000002'))
      .toEqual({ title: ['Value for money of the products compared with', 'other shops in town'], body: ['Visits: 2.300.450 visits'], footer: [] });
  });

  test('compare mode: the periods name the datasets; the tooltip lists both and the change', async ({ page }) => {
    await open(page, BAR);
    await reach(page, 'bc000003');
    await hover(page, 'bc000003', 1, 2);
    await expect
      .poll(() => tooltipOf(page, 'bc000003'))
      .toEqual({ title: ['Q3'], body: ['2023: $950', '2024: $1,425'], footer: ['Change from 2023: +$475 (+50%)'] });
    await hover(page, 'bc000003', 1, 3);
    await expect
      .poll(() => tooltipOf(page, 'bc000003'))
      .toEqual({ title: ['Q4'], body: ['2023: $0', '2024: $1,500'], footer: ['Change from 2023: +$1,500'] });
  });

  test('negative values keep their sign before the suffix; without a page height the chart keeps its proportions', async ({ page }) => {
    await open(page, BAR);
    await reach(page, 'bc000004');
    const wide = (await chartOf(page, 'bc000004'))!;
    // width="1200" height="400" on the canvas, scaled down by the theme: about 3 to 1.
    expect(wide.canvas.width / wide.canvas.height).toBeGreaterThan(2.8);
    expect(wide.canvas.width / wide.canvas.height).toBeLessThan(3.1);
    await hover(page, 'bc000004', 0, 3);
    await expect.poll(() => tooltipOf(page, 'bc000004')).toEqual({ title: ['Thu'], body: ['Orders: -1.5 orders'], footer: [] });

    await page.setViewportSize({ width: 640, height: 720 });
    const narrow = async () => (await chartOf(page, 'bc000004'))!;
    await expect.poll(async () => (await narrow()).canvas.width).toBeLessThan(640);
    // The theme's max-width narrows the canvas at once; the chart then redraws at the same proportions.
    await expect.poll(async () => (await narrow()).canvas.width / (await narrow()).canvas.height).toBeCloseTo(wide.canvas.width / wide.canvas.height, 1);
    expect((await narrow()).width).toBe((await narrow()).canvas.width);
  });

  test('the charts follow the window through several sizes without an error event on the window', async ({ page, problems }) => {
    await open(page, BAR);
    for (const id of ['bc000001', 'bc000002', 'bc000003', 'bc000004', 'bc000005']) await reach(page, id);
    for (const width of [1000, 700, 400, 1280]) {
      await page.setViewportSize({ width, height: 720 });
      await page.waitForTimeout(300);
    }
    // Resized in the resize observer's report, a canvas changed its container's height there, and
    // the browser raised "ResizeObserver loop completed with undelivered notifications".
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the canvas resizes with its container; the chart height stays the one the page gives', async ({ page }) => {
    await open(page, BAR);
    await drawn(page, 'bc000001');
    const box = widget(page, 'bc000001').locator('.ha-bar-chart-container');
    const wide = (await chartOf(page, 'bc000001'))!;
    expect(wide.canvas).toEqual({ width: (await box.boundingBox())!.width, height: 360 });

    await page.setViewportSize({ width: 640, height: 720 });
    const narrow = async () => (await chartOf(page, 'bc000001'))!;
    const width = Math.round((await box.boundingBox())!.width);
    expect(width).toBeLessThan(640);
    // Chart.js redraws at the container's new width (the theme's max-width alone would only squeeze it).
    await expect.poll(async () => (await narrow()).width).toBe(width);
    expect(await narrow()).toMatchObject({ id: wide.id, height: 360, canvas: { width, height: 360 } });

    await page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(async () => (await narrow()).width).toBe(wide.width);
    expect((await narrow()).canvas).toEqual(wide.canvas);
  });

  test('creating the charts moves nothing on the page', async ({ page }) => {
    await recordLayoutShift(page);
    await open(page, BAR);
    await drawn(page, 'bc000001');
    for (const id of ['bc000002', 'bc000003', 'bc000004', 'bc000005']) await reach(page, id);
    await reach(page, 'bc000006', { empty: true });
    await page.waitForTimeout(300);
    expect(await layoutShift(page)).toBe(0);
  });

  test('with motion the bars grow; with reduced motion they are drawn at their values at once', async ({ page }) => {
    await open(page, BAR);
    await drawn(page, 'bc000001');
    const moving = (await chartOf(page, 'bc000001'))!;
    expect(moving.animation).toMatchObject({ duration: 1000 });
    const growing = await page.evaluate(async () => {
      const chart = (await (window as unknown as { __charts: ChartLookup }).__charts.of('bc000001'))!;
      const bar = chart.getDatasetMeta(0).data[1];
      return bar.getCenterPoint().y !== bar.getCenterPoint(true).y;
    });
    expect(growing).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await drawn(page, 'bc000001');
    expect((await chartOf(page, 'bc000001'))!.animation).toBe(false);
    const settled = await page.evaluate(async () => {
      const chart = (await (window as unknown as { __charts: ChartLookup }).__charts.of('bc000001'))!;
      return chart.getDatasetMeta(0).data.every((bar) => bar.getCenterPoint().y === bar.getCenterPoint(true).y);
    });
    expect(settled).toBe(true);

    // A change of preference while the chart shows switches its animation in place.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(async () => (await chartOf(page, 'bc000001'))!.animation).toMatchObject({ duration: 1000 });
  });

  test('editor mode: no animation', async ({ page, problems }) => {
    await rewrite(page, BAR, (html) => html.replace('{ debug: true }', '{ debug: true, editMode: true }'));
    await open(page, BAR);
    await drawn(page, 'bc000001');
    expect((await chartOf(page, 'bc000001'))!.animation).toBe(false);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad widget settings: defaults and one debug warning; broken chart JSON: nothing drawn, the canvas as printed', async ({ page, problems }) => {
    await open(page, BAR);
    await drawn(page, 'bc000001');
    await reach(page, 'bc000005');
    await hover(page, 'bc000005', 0, 1);
    await expect.poll(() => tooltipOf(page, 'bc000005')).toEqual({ title: ['February'], body: ['Online: 18,250.5'], footer: [] });
    expect((await chartOf(page, 'bc000005'))!.series).toEqual(['Online', 'In store']);
    expect(warningsFor(problems, 'bc000005')).toHaveLength(1);
    expect(warningsFor(problems, 'bc000005')[0]).toMatch(/labels_length "lots" is not valid; using 50/);

    const broken = await reach(page, 'bc000006', { empty: true });
    expect(await chartOf(page, 'bc000006')).toBeNull();
    expect(await containerHtml(broken)).toBe(await served(page, 'bc000006'));
    expect(warningsFor(problems, 'bc000006')).toHaveLength(1);
    expect(warningsFor(problems, 'bc000006')[0]).toMatch(/^\[ha-widgets\] ha-bar-chart #bc000006: chart .* is not valid; using null$/);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('screen readers get an image with a summary, and the numbers in a table', async ({ page }) => {
    await open(page, BAR);
    const el = widget(page, 'bc000001');
    await expectReady(el);
    await expect(el.getByRole('img')).toHaveAccessibleName(
      'Bar chart: Monthly revenue. 2 series: Online, In store. 4 categories: January to April. Values in the table that follows.',
    );
    const table = el.getByRole('table', { name: 'Monthly revenue' });
    await expect(table.getByRole('columnheader')).toHaveText(['Online', 'In store']);
    await expect(table.getByRole('row', { name: /February/ }).getByRole('cell')).toHaveText(['$18,250.5', '$7,400']);
    // Read, not seen: it takes no room.
    const box = (await el.locator('.ha-chart-data').boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1);
  });

  test('a chart made out of view waits there still; it starts moving when it comes into view', async ({ page, problems }) => {
    await slowBars(page, 5000);
    await open(page, BAR);
    await drawn(page, 'bc000001');
    const below = widget(page, 'bc000004');
    await below.evaluate((node) => window.haWidgets!.mount(node));
    await expectReady(below);
    // Null until the chart has its bars, then whether they move.
    const moving = () =>
      page.evaluate(async () => {
        const chart = await (window as unknown as { __charts: ChartLookup }).__charts.of('bc000004');
        const bar = chart?.getDatasetMeta(0).data[1];
        return bar ? bar.getCenterPoint().y !== bar.getCenterPoint(true).y : null;
      });
    await expect.poll(moving).toBe(false);
    await page.waitForTimeout(300);
    expect(await moving()).toBe(false);
    await expect(below.locator('canvas')).not.toHaveAttribute('aria-label', /.*/);

    await reach(page, 'bc000004');
    expect(await moving()).toBe(true);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('what the canvas shows grows with the bars, frame by frame, and ends at their values', async ({ page, problems }) => {
    await slowBars(page, 3000);
    await open(page, BAR);
    await drawn(page, 'bc000001');
    // The top of the second bar as drawn, in each frame until the motion is over: the topmost row of
    // the bar's colour (purple) in the column through its middle.
    const { tops, end, start } = await page.evaluate(async () => {
      const chart = (await (window as unknown as { __charts: ChartLookup }).__charts.of('bc000001'))!;
      const bar = chart.getDatasetMeta(0).data[1] as unknown as ElementLike & { x: number; y: number; base: number };
      const scale = chart.canvas.width / chart.width;
      const context = chart.canvas.getContext('2d')!;
      const drawnTop = () => {
        const column = context.getImageData(Math.round(bar.x * scale), 0, 1, chart.canvas.height).data;
        for (let row = 0; row < chart.canvas.height; row++) {
          const [r, g, b, a] = column.subarray(row * 4, row * 4 + 4);
          if (a > 100 && b - g > 100 && b - r > 60) return Math.round(row / scale);
        }
        return null;
      };
      const seen: (number | null)[] = [];
      const started = performance.now();
      while (performance.now() - started < 3600) {
        await new Promise(requestAnimationFrame);
        seen.push(drawnTop());
      }
      return { tops: seen, end: Math.round(bar.getCenterPoint(true).y * 2 - bar.base), start: Math.round(bar.base) };
    });
    const drawnTops = tops.filter((top): top is number => top !== null);
    // Growing: each frame's top at or above the last one's, with many steps between the base and the end.
    expect(drawnTops).toEqual([...drawnTops].sort((a, b) => b - a));
    expect(new Set(drawnTops.filter((top) => top > end + 2 && top < start - 2)).size).toBeGreaterThanOrEqual(5);
    expect(Math.abs(tops.at(-1)! - end)).toBeLessThanOrEqual(2);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('scrolled away while its bars grow, a chart stops them there; back in view they grow on to their values', async ({ page, problems }) => {
    await slowBars(page, 5000);
    await open(page, BAR);
    await drawn(page, 'bc000001');
    const bar = () =>
      page.evaluate(async () => {
        const chart = (await (window as unknown as { __charts: ChartLookup }).__charts.of('bc000001'))!;
        const element = chart.getDatasetMeta(0).data[1];
        return { now: element.getCenterPoint().y, target: element.getCenterPoint(true).y };
      });
    const { now: start, target } = await bar();
    expect(start).not.toBe(target);
    await page.mouse.wheel(0, 5000);
    await expect(widget(page, 'bc000001').locator('canvas')).not.toBeInViewport();
    // The chart hears that it left the view a frame or more after the test does: read once it stopped.
    const still = async () => {
      const { now } = await bar();
      await page.waitForTimeout(100);
      return (await bar()).now === now;
    };
    await expect.poll(still).toBe(true);
    const { now: left } = await bar();
    // A quarter of the bars' motion: moving, they would have moved on by now.
    await page.waitForTimeout(1300);
    expect((await bar()).now).toBe(left);
    expect(left).not.toBe(target);

    await page.mouse.wheel(0, -10000);
    await expect(widget(page, 'bc000001').locator('canvas')).toBeInViewport();
    await expect.poll(async () => (await bar()).now, { timeout: 8000 }).toBe(target);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('unmounted while its chart is being made: no chart is left, the container is as printed', async ({ page, problems }) => {
    await open(page, BAR);
    await drawn(page, 'bc000001');
    const below = widget(page, 'bc000004');
    await below.evaluate((node) => window.haWidgets!.mount(node));
    await expect.poll(() => chartOf(page, 'bc000004')).not.toBeNull();
    await below.evaluate((node) => window.haWidgets!.unmount(node));
    expect(await chartOf(page, 'bc000004')).toBeNull();
    expect(await containerHtml(below)).toBe(await served(page, 'bc000004'));
    await page.waitForTimeout(300);
    expect(await chartOf(page, 'bc000004')).toBeNull();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('unmount destroys the chart and puts the container back as printed; a new mount draws again', async ({ page, problems }) => {
    await open(page, BAR);
    const el = await drawn(page, 'bc000001');
    expect(await chartOf(page, 'bc000001')).not.toBeNull();
    await el.evaluate((node) => window.haWidgets!.unmount(node));
    expect(await chartOf(page, 'bc000001')).toBeNull();
    expect(await containerHtml(el)).toBe(await served(page, 'bc000001'));

    await el.evaluate((node) => window.haWidgets!.mount(node));
    await drawn(page, 'bc000001');
    expect(await chartOf(page, 'bc000001')).toMatchObject({ type: 'bar', series: ['Online', 'In store'] });
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a page without charts never requests the Chart.js chunk', async ({ page }) => {
    await open(page, BAR);
    await drawn(page, 'bc000001');
    const chunk = await page.evaluate(() => (window as unknown as { __charts: ChartLookup }).__charts.chunk());
    expect(chunk).toMatch(/\/dist\/chunk-[\w-]+\.js$/);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/widgets/skills.html');
    for (let step = 0; step < 12; step++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await expectReady(page.locator('[data-widget_type^="ha-skills"]').first());
    await page.waitForTimeout(300);
    expect(requested.some((url) => url.includes('/dist/'))).toBe(true);
    expect(requested).not.toContain(chunk);
    expect(requested.filter((url) => /-chart-\w+\.js$/.test(url))).toEqual([]);
  });
});

test.describe('ha-line-chart', () => {
  test('created once when scrolled into view; a point shows its value with suffix and separator', async ({ page, problems }) => {
    await countMounts(page);
    await open(page, LINE);
    await reach(page, 'lc000001');
    expect(await chartOf(page, 'lc000001')).toMatchObject({ type: 'line', series: ['Visitors'] });
    await hover(page, 'lc000001', 0, 2);
    await expect.poll(() => tooltipOf(page, 'lc000001')).toEqual({ title: ['Mar'], body: ['Visitors: 3 100.75 visitors'], footer: [] });
    expect((await mountCounts(page))['lc000001']).toBe(1);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('compare mode from the container attributes, with negative values', async ({ page }) => {
    await open(page, LINE);
    await reach(page, 'lc000002');
    expect((await chartOf(page, 'lc000002'))!.series).toEqual(['Before', 'After']);
    await hover(page, 'lc000002', 1, 1);
    await expect
      .poll(() => tooltipOf(page, 'lc000002'))
      .toEqual({ title: ['Week 2'], body: ['Before: -2.5 °C', 'After: 2 °C'], footer: ['Change from Before: +4.5 °C (+180%)'] });
  });

  test('no chart height, but a theme column stretches the container: the chart fills it and keeps that height', async ({ page }) => {
    await open(page, LINE);
    await reach(page, 'lc000004');
    const box = widget(page, 'lc000004').locator('.ha-line-chart-container');
    const wide = (await chartOf(page, 'lc000004'))!;
    expect(wide.canvas).toEqual({ width: Math.round((await box.boundingBox())!.width), height: 300 });

    await page.setViewportSize({ width: 640, height: 720 });
    const width = Math.round((await box.boundingBox())!.width);
    await expect.poll(async () => (await chartOf(page, 'lc000004'))!.width).toBe(width);
    expect((await chartOf(page, 'lc000004'))!.canvas).toEqual({ width, height: 300 });
  });

  test('a chart type the widget does not draw and labels_length 0: a line with defaults, one warning', async ({ page, problems }) => {
    await open(page, LINE);
    await reach(page, 'lc000003');
    expect(await chartOf(page, 'lc000003')).toMatchObject({ type: 'line', labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] });
    expect(warningsFor(problems, 'lc000003')).toHaveLength(1);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('ha-pie-chart', () => {
  test('pie and doughnut: a slice shows its value with the prefix, suffix and separator', async ({ page, problems }) => {
    await open(page, PIE);
    await reach(page, 'pc000001');
    expect(await chartOf(page, 'pc000001')).toMatchObject({ type: 'pie', labels: ['Direct', 'Search', 'Social', 'Email'] });
    await hover(page, 'pc000001', 0, 1);
    await expect.poll(() => tooltipOf(page, 'pc000001')).toEqual({ title: ['Search'], body: ['Traffic: 30,150 visits'], footer: [] });

    await reach(page, 'pc000002');
    expect((await chartOf(page, 'pc000002'))!.type).toBe('doughnut');
    await hover(page, 'pc000002', 0, 2);
    await expect.poll(() => tooltipOf(page, 'pc000002')).toEqual({ title: ['Social'], body: ['Traffic: #12.800,5'], footer: [] });
    expect(ownErrors(problems)).toEqual([]);
  });

  test('no numbers in the data: nothing drawn, the canvas as printed, one warning', async ({ page, problems }) => {
    await open(page, PIE);
    const el = await reach(page, 'pc000003', { empty: true });
    expect(await chartOf(page, 'pc000003')).toBeNull();
    expect(await containerHtml(el)).toBe(await served(page, 'pc000003'));
    expect(warningsFor(problems, 'pc000003')).toHaveLength(1);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('ha-polar-chart', () => {
  test('a segment shows its value with the suffix; bad settings fall back to defaults with one warning', async ({ page, problems }) => {
    await open(page, POLAR);
    await reach(page, 'oc000001');
    expect(await chartOf(page, 'oc000001')).toMatchObject({ type: 'polarArea', series: ['Hours'] });
    await hover(page, 'oc000001', 0, 4);
    await expect.poll(() => tooltipOf(page, 'oc000001')).toEqual({ title: ['Docs'], body: ['Hours: 1,250 h'], footer: [] });

    await reach(page, 'oc000002');
    await hover(page, 'oc000002', 0, 1);
    await expect.poll(() => tooltipOf(page, 'oc000002')).toEqual({ title: ['Code'], body: ['Hours: 340.5'], footer: [] });
    expect(warningsFor(problems, 'oc000002')).toHaveLength(1);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('ha-radar-chart', () => {
  test('a point shows its value; the long point label wraps at 50', async ({ page, problems }) => {
    await open(page, RADAR);
    await reach(page, 'rc000001');
    const chart = (await chartOf(page, 'rc000001'))!;
    expect(chart.type).toBe('radar');
    expect(chart.labels[5]).toEqual(['Ease of maintenance for owners who do their own', 'repairs at home']);
    await hover(page, 'rc000001', 0, 3);
    await expect.poll(() => tooltipOf(page, 'rc000001')).toEqual({ title: ['Safety'], body: ['Happy Addons: 75%'], footer: [] });
    expect(ownErrors(problems)).toEqual([]);
  });

  test('compare mode and labels wrapped at 20; a config that is not JSON draws nothing', async ({ page, problems }) => {
    await open(page, RADAR);
    await reach(page, 'rc000002');
    const chart = (await chartOf(page, 'rc000002'))!;
    expect(chart.series).toEqual(['Version 1', 'Version 2']);
    expect(chart.labels[5]).toEqual(['Ease of maintenance', 'for owners who do', 'their own repairs at', 'home']);
    await hover(page, 'rc000002', 1, 1);
    await expect
      .poll(() => tooltipOf(page, 'rc000002'))
      .toEqual({ title: ['Reliability'], body: ['Version 1: 10', 'Version 2: 53'], footer: ['Change from Version 1: +43 (+430%)'] });

    await reach(page, 'rc000003', { empty: true });
    expect(await chartOf(page, 'rc000003')).toBeNull();
    expect(warningsFor(problems, 'rc000003')).toHaveLength(1);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('every chart type', () => {
  for (const [path, ids] of [
    [BAR, ['bc000001', 'bc000002', 'bc000003', 'bc000004', 'bc000005']],
    [LINE, ['lc000001', 'lc000002', 'lc000003', 'lc000004']],
    [PIE, ['pc000001', 'pc000002']],
    [POLAR, ['oc000001', 'oc000002']],
    [RADAR, ['rc000001', 'rc000002']],
  ] as const) {
    test(`${path}: each chart is created once; unmount destroys it and restores the printed container`, async ({ page, problems }) => {
      await countMounts(page);
      await open(page, path);
      for (const id of ids) await reach(page, id);
      expect(await chartCount(page)).toBe(ids.length);
      const mounts = await mountCounts(page);
      for (const id of ids) {
        expect(mounts[id], id).toBe(1);
        const el = widget(page, id);
        await el.evaluate((node) => window.haWidgets!.unmount(node));
        expect(await chartOf(page, id), id).toBeNull();
        expect(await containerHtml(el), id).toBe(await served(page, id));
      }
      expect(await chartCount(page)).toBe(0);
      expect(ownErrors(problems)).toEqual([]);
    });
  }
});
