// Hash-action links, as a visitor meets them: a click runs the action (here the off-canvas panel's
// open and toggle, and a third party's own) instead of following the link; the page opened on a
// hash one of its links carries runs it once; a hash no link carries does nothing; a page with no
// action link and no widget loads no extension; ?theme_template_id scrolls to the template.
import { test, expect } from '../helpers';

const PAGE = '/extensions/hash-actions.html';
const panel = '.ha-offcanvas-content-0c1d2e3';

test('a click runs the action instead of following the link; encoded links and data-e-action-hash too', async ({ page, problems }) => {
  await page.goto(PAGE);
  await expect(page.locator('[data-id="0c1d2e3"]')).toHaveAttribute('data-ha-state', 'ready');
  await expect(page.locator(panel)).toHaveAttribute('inert', '');

  await page.click('#open-link');
  await expect(page.locator(panel)).toBeVisible();
  await expect(page.locator(panel)).not.toHaveAttribute('inert');
  expect(new URL(page.url()).hash).toBe('');
  await page.keyboard.press('Escape');
  await expect(page.locator(panel)).toHaveAttribute('inert', '');

  // The encoded link toggles: open, then (from the keyboard, on the link) closed again.
  await page.click('#toggle-link');
  await expect(page.locator(panel)).not.toHaveAttribute('inert');
  await page.keyboard.press('Escape');
  await expect(page.locator(panel)).toHaveAttribute('inert', '');
  await expect(page.locator('#toggle-link')).toBeFocused();

  // A third party's action, on a button carrying its hash.
  await page.click('#greet-button');
  await expect(page.locator('#greeting')).toHaveText('Hello, Ada!');

  // The lightbox's code comes for its action though the page has no lightbox link.
  await page.click('#lightbox-link');
  await expect(page.locator('dialog.ha-lightbox img.ha-lightbox__image')).toHaveAttribute('src', /\/assets\/image-grid\/alley-large\.svg$/);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.ha-lightbox')).toBeHidden();

  // A broken action is no action: the link is an ordinary link and nothing opens.
  await page.click('#broken-link');
  await expect(page.locator(panel)).toHaveAttribute('inert', '');
  expect(problems.errors).toEqual([]);
});

test("on load, a hash one of the page's links carries runs once; any other hash does nothing", async ({ page }) => {
  await page.goto(PAGE);
  const href = await page.locator('#open-link').getAttribute('href');
  // A new document (not a jump within this one): the page opens on the hash.
  await page.goto('about:blank');
  await page.goto(`${PAGE}${href}`);
  await expect(page.locator(panel)).not.toHaveAttribute('inert');

  // Same action, another panel id: no link on the page carries it.
  const forged = `#elementor-action:action=off_canvas:open&settings=${Buffer.from('{"id":"0c1d2e4"}').toString('base64')}`;
  await page.goto('about:blank');
  await page.goto(`${PAGE}${forged}`);
  await expect(page.locator('[data-id="0c1d2e3"]')).toHaveAttribute('data-ha-state', 'ready');
  await page.waitForTimeout(300);
  await expect(page.locator(panel)).toHaveAttribute('inert', '');
});

test('?theme_template_id scrolls to the template, centred, over 1000 ms; reduced motion goes at once', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  // Every scroll position and when it was reached, from the first script on.
  await page.addInitScript(() => {
    const seen: [number, number][] = ((window as unknown as { scrolls: [number, number][] }).scrolls = []);
    addEventListener('scroll', () => seen.push([performance.now(), scrollY]), { passive: true });
  });
  const offCentre = async () => {
    const box = (await page.locator('.elementor-321').boundingBox())!;
    return Math.abs(box.y + box.height / 2 - 350);
  };
  await page.goto(`${PAGE}?theme_template_id=321`);
  await expect.poll(offCentre).toBeLessThan(2);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
  const scrolls = await page.evaluate(() => (window as unknown as { scrolls: [number, number][] }).scrolls);
  // Eased over the page builder's 1000 ms: many steps, the last about a second after the first.
  expect(new Set(scrolls.map(([, y]) => y)).size).toBeGreaterThan(5);
  expect(scrolls.at(-1)![0] - scrolls[0][0]).toBeGreaterThan(900);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${PAGE}?theme_template_id=321`);
  await expect.poll(offCentre).toBeLessThan(2);
  expect(new Set((await page.evaluate(() => (window as unknown as { scrolls: [number, number][] }).scrolls)).map(([, y]) => y)).size).toBe(1);
});

test('a page with no widget and no page-level element loads the loader only; an action link brings its extension', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (request) => request.url().includes('/dist/') && files.push(new URL(request.url()).pathname));
  await page.goto('/core/no-widgets.html');
  await page.waitForLoadState('networkidle');
  expect(files.filter((file) => file.endsWith('.js'))).toEqual(['/dist/ha-widgets.js']);

  files.length = 0;
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '#elementor-action:action=demo:none';
    link.textContent = 'added later';
    document.body.append(link);
  });
  // Its file as the build names it (the base chunk, where the build folded this small entry).
  const { extensions } = await (await page.request.get('/dist/manifest.json')).json();
  await expect.poll(() => files.includes(`/dist/${extensions['url-actions'].js}`)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', 'url-actions');
});

test('the root element names the extensions at work', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', 'url-actions');
});
