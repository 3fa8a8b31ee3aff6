// The analytics tracker as the analytics plugin sees it: the beacons are read at the network layer,
// with their exact bodies. Playwright's browser is an automated agent (navigator.webdriver): a visitor
// is played by hiding that, and the last test leaves it to show that agents are not counted.
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../helpers';

const PAGE = '/extensions/analytics.html';
const CLICK = '/wp-content/plugins/independent-analytics/iawp-click-endpoint.php';
const VIEW = '/wp-json/iawp/search';
const COMMON = { payload: { resource: 'singular', singular_id: 42, page: 1 }, signature: 'c0ffee42' };

/** Beacons the tracker's endpoints receive, in order, with their JSON bodies (answered here). */
function recordBeacons(page: Page) {
  const sent: { path: string; body: Record<string, unknown>; type: string }[] = [];
  for (const path of [CLICK, VIEW])
    void page.route(path, async (route: Route) => {
      const request = route.request();
      sent.push({ path, body: JSON.parse(request.postDataBuffer()?.toString() ?? 'null'), type: (await request.allHeaders())['content-type'] ?? '' });
      await route.fulfill({ status: 200, body: '' });
    });
  return sent;
}

const asVisitor = (page: Page) => page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));

/** Links stay on the page: the clicks are what is measured, not where they lead. */
const stayOnPage = (page: Page) => page.evaluate(() => addEventListener('click', (event) => event.preventDefault(), true));

test('one page view with the referrer, the campaign fields and the page', async ({ page }) => {
  await asVisitor(page);
  const sent = recordBeacons(page);
  await page.goto(`${PAGE}?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc123`, { referer: 'https://search.example/q' });
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toEqual({
    path: VIEW,
    type: 'application/json',
    body: {
      referrer_url: 'https://search.example/q',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: null,
      utm_content: null,
      gclid: 'abc123',
      ...COMMON,
    },
  });
});

test('clicks on file, mail and phone links count, with the link; other links and links too far up do not', async ({ page }) => {
  await asVisitor(page);
  const sent = recordBeacons(page);
  await page.goto(PAGE);
  await expect.poll(() => sent.length).toBe(1);
  await stayOnPage(page);
  const origin = new URL(page.url()).origin;

  await page.click('#guide');
  await page.click('#archive strong');
  await page.click('#mail');
  await page.click('#phone');
  await page.click('#page-link');
  await page.click('#deep-inside');
  await page.click('#guide', { button: 'middle' });
  await page.click('#phone', { button: 'right' });
  await page.keyboard.press('Escape');
  await expect.poll(() => sent.length).toBe(1 + 6);
  const clicks = sent.slice(1);
  expect(clicks.every((beacon) => beacon.path == CLICK && beacon.type == 'application/json')).toBe(true);
  expect(clicks.map((beacon) => beacon.body.href)).toEqual([
    `${origin}/assets/media/guide.pdf`,
    `${origin}/files/photos.zip`,
    'mailto:hello@example.com',
    'tel:+441234567890',
    `${origin}/assets/media/guide.pdf`,
    'tel:+441234567890',
  ]);
  expect(clicks[0].body).toEqual({ href: `${origin}/assets/media/guide.pdf`, classes: 'download pdf', ids: 'guide', ...COMMON });

  // Playback counts each time it starts.
  await page.locator('#tone').evaluate((audio: HTMLAudioElement) => ((audio.muted = true), audio.play()));
  await expect.poll(() => sent.length).toBe(1 + 7);
  expect(sent.at(-1)!.body).toEqual({ href: `${origin}/assets/media/tone.wav`, classes: '', ids: 'tone', ...COMMON });
});

test('a prerendered page counts its view once it is shown', async ({ page }) => {
  await asVisitor(page);
  await page.addInitScript(() => Object.defineProperty(Document.prototype, 'prerendering', { get: () => !(window as any).shown, configurable: true }));
  const sent = recordBeacons(page);
  await page.goto(PAGE);
  await page.waitForFunction(() => document.querySelector('script[src*="ext-analytics"], link[href*="ext-analytics"]'));
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  await page.evaluate(() => (((window as any).shown = true), document.dispatchEvent(new Event('prerenderingchange'))));
  await expect.poll(() => sent.map((beacon) => beacon.path)).toEqual([VIEW]);
});

test('automated agents are not counted; a site without the config loads no tracker', async ({ page }) => {
  const sent = recordBeacons(page);
  const files: string[] = [];
  page.on('request', (request) => files.push(new URL(request.url()).pathname));
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  await stayOnPage(page);
  await page.click('#guide');
  await page.waitForTimeout(300);
  expect(files.some((file) => file.includes('ext-analytics'))).toBe(true);
  expect(sent).toEqual([]);

  files.length = 0;
  await page.route(PAGE, async (route) => {
    const html = await (await route.fetch()).text();
    await route.fulfill({ body: html.replaceAll('features: {', 'elsewhere: {'), contentType: 'text/html' });
  });
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(files.filter((file) => file.startsWith('/dist/') && file.endsWith('.js'))).toEqual(['/dist/ha-widgets.js']);
});
