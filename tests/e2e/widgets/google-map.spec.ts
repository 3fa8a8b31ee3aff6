import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/google-map.html';
const TILE = /\/__demo\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/;

/** Every request the page makes, to check that none leaves the test server. */
function recordRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => seen.push(new URL(request.url())));
  return seen;
}

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const map = widget(page, id);
  await map.scrollIntoViewIfNeeded();
  await expectReady(map);
  return map;
}

/**
 * The zoom levels of the loaded tiles in the level on top (Leaflet keeps the level it left beneath
 * the new one, as a backdrop while tiles load); none while a zoom animates.
 */
async function tileZooms(map: Locator): Promise<number[]> {
  const sources = await map.locator('.leaflet-tile-container').evaluateAll((levels) => {
    // Leaflet ignores a zoom asked for while it animates one: settled means no animation.
    if (levels[0]?.closest('.leaflet-zoom-anim')) return [];
    const top = levels.sort((a, b) => Number((b as HTMLElement).style.zIndex) - Number((a as HTMLElement).style.zIndex))[0];
    return top ? [...top.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded')].map((img) => img.src) : [];
  });
  return [...new Set(sources.map((src) => Number(TILE.exec(src)?.[1])))];
}

/** The tile (x, y) holding a point at a zoom (Web Mercator, as the tile servers cut it). */
function tileOf(lat: number, lng: number, zoom: number): [number, number] {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return [Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)];
}

test('pins open their popups, opening one closes the other, and the keyboard reaches and closes them', async ({ page, problems }) => {
  const requests = recordRequests(page);
  const map = await open(page, 'gm00001');
  const gallery = map.getByRole('button', { name: 'National Gallery' });
  const eye = map.getByRole('button', { name: 'London Eye' });
  const westminster = map.getByRole('button', { name: 'Westminster' });

  // Tiles come from the local server only.
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(3);
  expect(requests.filter((url) => url.hostname !== 'localhost')).toEqual([]);
  expect(requests.some((url) => TILE.test(url.pathname))).toBe(true);
  await expect(map.locator('.leaflet-control-attribution')).toHaveText('Demo tiles (ha-widgets demo backend)');

  await expect(gallery).toHaveAttribute('aria-haspopup', 'dialog');
  await gallery.click();
  const galleryPopup = map.getByRole('dialog', { name: 'National Gallery' });
  await expect(galleryPopup).toBeVisible();
  await expect(galleryPopup).toContainText('Free entry.');
  await expect(gallery).toHaveAttribute('aria-expanded', 'true');
  await eye.click();
  await expect(map.getByRole('dialog', { name: 'London Eye' })).toBeVisible();
  // pinsAutoClose: the first popup closed.
  await expect(galleryPopup).toHaveCount(0);
  await expect(gallery).toHaveAttribute('aria-expanded', 'false');

  // Keyboard: Enter on a focused pin opens its popup, Tab reaches its close button, Escape closes it
  // and gives focus back to the pin.
  await westminster.focus();
  await page.keyboard.press('Enter');
  const westminsterPopup = map.getByRole('dialog', { name: 'Westminster' });
  await expect(westminsterPopup).toBeVisible();
  await expect(map.getByRole('dialog', { name: 'London Eye' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(westminsterPopup.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(westminsterPopup).toHaveCount(0);
  await expect(westminster).toBeFocused();
  // Space opens it too; the close button closes it.
  await page.keyboard.press(' ');
  await expect(westminsterPopup).toBeVisible();
  await westminsterPopup.getByRole('button', { name: 'Close' }).click();
  await expect(westminsterPopup).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
  expect(await unmountRestores(page, 'gm00001')).toBe(true);
});

test('the zoom buttons and the keyboard zoom; zoom follows the device', async ({ page, problems }) => {
  const map = await open(page, 'gm00001');
  // Without reduced motion Leaflet animates its zooms (through its zoom proxy).
  await expect(map.locator('.leaflet-proxy')).toHaveCount(1);
  await expect.poll(() => tileZooms(map)).toEqual([14]);
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => tileZooms(map)).toEqual([15]);
  await map.getByRole('button', { name: 'Zoom out' }).click();
  await map.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => tileZooms(map)).toEqual([13]);
  // Leaflet's keyboard: the map takes focus, + and - zoom.
  await map.locator('.ha-adv-google-map__wrapper').focus();
  await page.keyboard.press('+');
  await expect.poll(() => tileZooms(map)).toEqual([14]);
  await page.keyboard.press('-');
  await expect.poll(() => tileZooms(map)).toEqual([13]);
  await expect(map.locator('.ha-adv-google-map__wrapper')).toHaveAttribute('role', 'region');
  // Tablet width: the tablet zoom (13 here; it was 14 on desktop).
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => tileZooms(map)).toEqual([14]);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(() => tileZooms(map)).toEqual([13]);
  expect(ownErrors(problems)).toEqual([]);
});

test('the second pin variant: popups open at first, a pin image, and a link without href or on* custom attributes', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordLayoutShift(page);
  const map = await open(page, 'gm00002');
  // Reduced motion: Leaflet's fades and zoom animations are off. Mounting moves nothing.
  await expect(map.locator('.ha-adv-google-map__wrapper')).not.toHaveClass(/leaflet-fade-anim/);
  await expect(map.locator('.leaflet-proxy')).toHaveCount(0);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  const louvre = map.getByRole('dialog', { name: 'Louvre, Paris' });
  await expect(louvre).toBeVisible();
  // pinsAutoClose off: both stay open.
  await expect(map.getByRole('dialog', { name: 'Café near the Eiffel Tower' })).toBeVisible();
  const link = louvre.getByRole('link', { name: 'Tickets' });
  await expect(link).toHaveAttribute('href', 'https://example.com/louvre');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'nofollow noopener');
  await expect(link).toHaveAttribute('data-track', 'louvre-pin');
  await expect(link).toHaveAttribute('title', 'Louvre tickets');
  expect(await link.getAttribute('onclick')).toBeNull();
  const cafe = map.getByRole('button', { name: 'Café near the Eiffel Tower' });
  await expect(cafe).toHaveAttribute('src', /\/assets\/google-map\/cafe-pin\.svg$/);
  await expect(cafe).toHaveCSS('width', '40px');
  // The silver style is a filter on the tiles only.
  await expect(map.locator('.leaflet-tile-pane')).toHaveCSS('filter', /grayscale/);
  await expect(map.locator('.leaflet-marker-pane')).toHaveCSS('filter', 'none');
  expect(ownErrors(problems)).toEqual([]);
});

test('a route draws from the demo endpoint; a failing one leaves the map intact', async ({ page, problems }) => {
  const asked = page.waitForRequest(/\/demo\/map\/route\?/);
  const map = await open(page, 'gm00005');
  const url = new URL((await asked).url());
  expect(url.searchParams.get('travelMode')).toBe('WALKING');
  expect(url.searchParams.get('origin')).toBe('-12.044012922866312,-77.02470665341184');
  await expect(map.locator('path.ha-map-route')).toHaveCount(1);
  await expect(map.locator('path.ha-map-route')).toHaveAttribute('stroke', '#e23a47');
  await expect(map.locator('.ha-adv-google-map__wrapper')).toHaveClass(/ha-map-style-custom/);
  await expect(map.locator('.leaflet-tile-pane')).toHaveCSS('filter', 'saturate(0.4) brightness(1.1)');

  await page.route(/\/demo\/map\/route\?/, (route) => route.fulfill({ status: 500, body: 'routing is down' }));
  const failed = page.waitForResponse(/\/demo\/map\/route\?/);
  const again = await open(page, 'gm00005');
  await failed;
  await page.waitForTimeout(200);
  await expect(again.locator('path.ha-map-route')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect.poll(() => again.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(3);
  await expect.poll(() => tileZooms(again)).toEqual([13]);
  await again.getByRole('button', { name: 'Finish' }).click();
  await expect(again.getByRole('dialog', { name: 'Finish' })).toContainText('Parque Kennedy');
  await again.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => tileZooms(again)).toEqual([14]);
  expect(ownErrors(problems)).toEqual([]);
});

test('shapes take the stroke and fill settings; empty coordinates give the default centre and bad custom JSON the standard style', async ({ page, problems }) => {
  await page.goto(PAGE);
  const polygon = widget(page, 'gm00003');
  await polygon.scrollIntoViewIfNeeded();
  await expectReady(polygon);
  const area = polygon.locator('path.ha-map-shape');
  await expect(area).toHaveAttribute('stroke', '#1d5fbf');
  await expect(area).toHaveAttribute('fill', '#1d5fbf');
  await expect(area).toHaveAttribute('fill-opacity', '0.4');
  await expect(area).toHaveAttribute('stroke-width', '3');
  await expect(polygon.locator('.leaflet-tile-pane')).toHaveCSS('filter', /sepia/);

  const line = widget(page, 'gm00004');
  await line.scrollIntoViewIfNeeded();
  await expectReady(line);
  await expect(line.locator('path.ha-map-shape')).toHaveAttribute('fill', 'none');
  await expect(line.locator('path.ha-map-shape')).toHaveAttribute('stroke-opacity', '0.8');
  // info_open_hover: pointing at the pin opens its popup.
  await expect(line.getByRole('dialog', { name: 'Plaza Mayor' })).toHaveCount(0);
  await line.getByRole('button', { name: 'Plaza Mayor' }).hover();
  await expect(line.getByRole('dialog', { name: 'Plaza Mayor' })).toContainText('Opens on hover.');

  const fallback = widget(page, 'gm00006');
  await fallback.scrollIntoViewIfNeeded();
  await expectReady(fallback);
  await expect(fallback.locator('.ha-adv-google-map__wrapper')).toHaveClass(/ha-map-style-standard/);
  await expect(fallback.locator('.leaflet-tile-pane')).toHaveCSS('filter', 'none');
  // The add-on's default centre (40.7306, -73.9352) is in the middle tile at zoom 11.
  const [x, y] = tileOf(40.7306, -73.9352, 11);
  await expect(fallback.locator(`img.leaflet-tile[src$="/__demo/tiles/11/${x}/${y}.png"]`)).toHaveCount(1);
  expect(problems.warnings.some((text) => /custom map style is not valid JSON/.test(text))).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test("without its stylesheet the map still settles, and its tiles do not grow it for ever", async ({ page, problems }) => {
  await page.route(/\/dist\/google-map-[A-Z0-9]+\.css$/, (route) => route.fulfill({ status: 404, body: '' }));
  const map = await open(page, 'gm00001');
  await page.waitForTimeout(1500);
  const tiles = () => page.evaluate(() => document.querySelectorAll('img.leaflet-tile').length);
  const first = await tiles();
  await page.waitForTimeout(1000);
  expect(await tiles()).toBe(first);
  expect(first).toBeLessThan(60);
  await expect(map.getByRole('button', { name: 'London Eye' })).toHaveCount(1);
  expect(ownErrors(problems)).toEqual([]);
});
