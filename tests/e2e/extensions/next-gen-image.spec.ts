// The next-gen image classes: Chromium decodes both samples, so <html> gets `avif webp`, without a
// request or a data: URL (the page forbids both by its CSP); the answer is kept for the session; a
// browser that decodes neither gets `no-avif no-webp`.
import { test, expect, ownErrors } from '../helpers';

const PAGE = '/extensions/next-gen-image.html';
const STRICT_CSP = "default-src 'self'; img-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";

test('Chromium gets avif and webp, under a strict CSP, without a request; the answer is kept for the session', async ({ page, problems }) => {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
  });
  const images: string[] = [];
  page.on('request', (request) => request.resourceType() == 'image' && !request.url().endsWith('favicon.svg') && images.push(request.url()));
  const violations: string[] = [];
  await page.exposeFunction('cspViolation', (uri: string) => violations.push(uri));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { cspViolation(uri: string): void }).cspViolation(event.blockedURI)));

  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveClass(/(^| )avif( |$)/);
  await expect(page.locator('html')).toHaveClass(/(^| )webp( |$)/);
  await expect(page.locator('html')).not.toHaveClass(/no-/);
  await expect(page.locator('#classes')).toContainText('avif webp');
  await expect(page.locator('.format-avif .yes')).toBeVisible();
  await expect(page.locator('.format-avif .no')).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('ha-next-gen-images'))).toBe('{"avif":true,"webp":true}');
  expect(images).toEqual([]);
  expect(violations).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);

  // The next page of the session takes the kept answer (here rewritten) without decoding again.
  await page.evaluate(() => sessionStorage.setItem('ha-next-gen-images', '{"avif":false,"webp":true}'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/(^| )no-avif( |$)/);
  await expect(page.locator('html')).toHaveClass(/(^| )webp( |$)/);
  await expect(page.locator('.format-avif .no')).toBeVisible();
  await expect(page.locator('.format-webp .yes')).toBeVisible();
});

test('a browser that decodes neither format gets no-avif and no-webp', async ({ page }) => {
  await page.addInitScript(() => {
    window.createImageBitmap = () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
  });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveClass(/(^| )no-avif( |$)/);
  await expect(page.locator('html')).toHaveClass(/(^| )no-webp( |$)/);
  await expect(page.locator('.format-webp .no')).toBeVisible();
  await expect(page.locator('.format-webp .yes')).toBeHidden();
});
