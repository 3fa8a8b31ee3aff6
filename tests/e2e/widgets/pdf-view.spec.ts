import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, sizesBeforeAndAfterMount, unmountRestores } from '../helpers';
import { watchOutside } from '../media-stubs';

const PAGE = '/widgets/pdf-view.html';
const GUIDE = 'd1e2f01';
const SMALL = 'd1e2f02';
const BAD = 'd1e2f03';
const REFUSED = 'd1e2f04';

async function ready(page: Page, id: string): Promise<Locator> {
  const viewer = widget(page, id);
  await viewer.scrollIntoViewIfNeeded();
  await expectReady(viewer);
  return viewer;
}

const size = (locator: Locator) => locator.evaluate((el) => [Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)]);

test('the document shows in the browser viewer at the configured page and size, from this site only, with the download button', async ({ page, problems }) => {
  const outside = watchOutside(page);
  const pdf = page.waitForResponse((response) => response.url().endsWith('/assets/media/guide.pdf'));
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [GUIDE, BAD]);
  expect(after).toEqual(before);
  expect((await pdf).status()).toBeLessThan(300);

  const guide = await ready(page, GUIDE);
  const frame = guide.locator('iframe');
  await expect(frame).toHaveAttribute('title', 'Visitor guide');
  await expect(frame).toHaveAttribute('src', /\/assets\/media\/guide\.pdf#page=2$/);
  const target = guide.locator('#viewer-d1e2f01');
  expect(await size(frame)).toEqual([(await size(target))[0], 600]);
  const download = guide.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('href', '/assets/media/guide.pdf');
  await expect(download).toHaveAttribute('download', '');

  const small = await ready(page, SMALL);
  await expect(small.locator('iframe')).toHaveAttribute('src', /guide\.pdf#page=3$/);
  await expect(small.locator('iframe')).toHaveAttribute('title', 'PDF document');
  expect(await size(small.locator('iframe'))).toEqual([480, 400]);
  expect(outside).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('where the browser has no PDF viewer, a download link takes the document\'s place', async ({ page, problems }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }));
  await page.goto(PAGE);
  const guide = await ready(page, GUIDE);
  await expect(guide.locator('iframe')).toHaveCount(0);
  const link = guide.getByRole('link', { name: 'Download Visitor guide (PDF)' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /\/assets\/media\/guide\.pdf$/);
  await expect(link).toHaveAttribute('download', 'guide.pdf');
  await expect(guide.getByText('This browser cannot show the document here.')).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings give page 1 at 600px with one warning; a javascript: address shows nothing; unmounting restores the markup', async ({ page, problems }) => {
  await page.goto(PAGE);
  const bad = await ready(page, BAD);
  await expect(bad.locator('iframe')).toHaveAttribute('src', /guide\.pdf#page=1$/);
  expect((await size(bad.locator('iframe')))[1]).toBe(600);
  const badWarnings = problems.warnings.filter((text) => text.includes(BAD));
  expect(badWarnings).toHaveLength(1);
  expect(badWarnings[0]).toMatch(/page_number "first".*height "tall"/s);

  const refused = await ready(page, REFUSED);
  await expect(refused.locator('iframe, .ha-pdf-view__fallback')).toHaveCount(0);
  const refusedWarnings = problems.warnings.filter((text) => text.includes(REFUSED));
  expect(refusedWarnings).toHaveLength(1);
  expect(refusedWarnings[0]).toContain('javascript:alert(1)');

  await ready(page, GUIDE);
  expect(await unmountRestores(page, GUIDE)).toBe(true);
  await expect(widget(page, GUIDE).locator('iframe')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});
