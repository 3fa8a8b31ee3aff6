// The README's quick-start blocks, taken from README.md itself so the docs cannot drift: a page made of
// nothing but those blocks, the loader and its stylesheet, where each widget mounts and answers a visitor.
import { readFileSync } from 'node:fs';
import { test, expect, expectReady, ownErrors } from '../helpers';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/<!-- quick-start: ([a-z-]+) -->\s*```html\n([\s\S]*?)```/g)].map(([, name, html]) => ({ name, html }));

test('the README quick-start blocks, pasted into a plain page, mount and respond', async ({ page, problems }) => {
  expect(blocks.map((block) => block.name)).toEqual(['accordion', 'tabs', 'countdown', 'carousel', 'counter', 'chart']);
  const body = blocks.map(({ name, html }) => `<section id="qs-${name}">\n${html}</section>`).join('\n');
  await page.route('**/quick-start.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quick start</title>
<link rel="stylesheet" href="/dist/ha-widgets.css"><script src="/dist/ha-widgets.js" defer></script></head>
<body>${body}</body></html>`,
    }),
  );
  await page.goto('/quick-start.html');
  const widgetIn = (name: string) => page.locator(`#qs-${name} > [data-widget_type]`);

  const accordion = widgetIn('accordion');
  await expectReady(accordion);
  // activeItemIndex 1: the first item is open; opening another closes it.
  await expect(accordion.getByText('Within 30 days.')).toBeVisible();
  await accordion.getByRole('button', { name: 'Delivery?' }).click();
  await expect(accordion.getByText('Two to five days.')).toBeVisible();
  await expect(accordion.getByText('Within 30 days.')).toBeHidden();

  const tabs = widgetIn('tabs');
  await expectReady(tabs);
  await tabs.getByRole('tab', { name: 'Yearly' }).click();
  await expect(tabs.getByText('90 € a year.')).toBeVisible();
  await expect(tabs.getByText('9 € a month.')).toBeHidden();

  const countdown = widgetIn('countdown');
  await expectReady(countdown);
  const seconds = countdown.locator('.ha-countdown-seconds');
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before ?? '');
  expect(Number(await countdown.locator('.ha-countdown-hours').textContent())).toBeGreaterThan(24);

  for (const name of ['carousel', 'counter', 'chart']) await widgetIn(name).scrollIntoViewIfNeeded();
  const carousel = widgetIn('carousel');
  await expectReady(carousel);
  // Without a page-builder container the element itself is the carousel region.
  const region = page.locator('#qs-carousel').getByRole('region', { name: 'Images' });
  await expect(region.getByRole('group', { name: '3 of 3' })).not.toBeInViewport();
  await region.getByRole('button', { name: 'Go to page 2 of 2' }).click();
  await expect(region.getByRole('group', { name: '3 of 3' })).toBeInViewport();

  const counter = widgetIn('counter');
  await expectReady(counter);
  await expect(counter.locator('.ha-fun-factor__content-number')).toContainText('320');

  const chart = widgetIn('chart');
  await expectReady(chart);
  expect(await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0)).toBe(true);

  expect(ownErrors(problems)).toEqual([]);
});

// The README's register example, pasted as it stands, before the loader runs and after it.
const register = readme.match(/To register a type[\s\S]*?```html\n([\s\S]*?)```/)![1];

test('the README register example works pasted before or after the loader', async ({ page, problems }) => {
  const pages: Record<string, string> = {
    // The loader is deferred: the example's script runs first and queues its function.
    before: `<script src="/dist/ha-widgets.js" defer></script></head><body>${register}`,
    // The loader runs first: the example's push runs at once.
    after: `<script src="/dist/ha-widgets.js"></script></head><body>${register}`,
  };
  await page.route('**/register-*.html', (route) => {
    const name = new URL(route.request().url()).pathname.slice('/register-'.length, -'.html'.length);
    return route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Register</title>${pages[name]}</body></html>` });
  });
  for (const name of Object.keys(pages)) {
    await page.goto(`/register-${name}.html`);
    const clock = page.locator('[data-widget_type="acme-clock.default"]');
    await expectReady(clock);
    await expect(clock, name).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
    const shown = await clock.textContent();
    await expect(clock, `${name}: it ticks`).not.toHaveText(shown!);
  }
  expect(ownErrors(problems)).toEqual([]);
});
