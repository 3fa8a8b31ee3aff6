// The custom mouse cursor, off: the visitor keeps their own pointer (each element's own cursor, a
// link's hand), the follower elements are hidden from sight and from assistive technology, one a
// site script adds late too, and nothing follows the mouse.
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers';

const PAGE = '/extensions/cursor.html';
const cursorAt = (page: Page, selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).cursor);

test('the visitor keeps a pointer; the follower, also one added late, never shows nor follows the mouse', async ({ page, problems }) => {
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /cursor/);
  await expect(page.locator('body')).toHaveAttribute('class', 'page');
  await page.locator('#text').hover();
  expect(await cursorAt(page, '#text')).toBe('auto');
  await page.locator('#cta').hover();
  expect(await cursorAt(page, '#cta')).toBe('pointer');
  const follower = page.locator('#follower');
  await expect(follower).toBeHidden();
  await expect(follower).toHaveAttribute('aria-hidden', 'true');
  await expect(follower).toHaveClass(/\bha-init-hide\b/);

  // Half a second after load the site's script draws a second follower and sets the classes again.
  const late = page.locator('#late-follower');
  await expect(late).toHaveCount(1);
  await expect(late).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('body')).toHaveAttribute('class', 'page');
  await expect(follower).toHaveClass(/\bha-init-hide\b/);
  for (const [x, y] of [[200, 200], [640, 420], [900, 120]]) {
    await page.mouse.move(x, y);
    await expect(follower).toBeHidden();
    await expect(late).toBeHidden();
    expect(await page.locator('.ha-cursor').evaluateAll((cursors) => cursors.map((cursor) => cursor.getBoundingClientRect().width))).toEqual([0, 0]);
  }
  expect(await cursorAt(page, '#text')).toBe('auto');
  // The page's accessibility tree has no follower in it.
  expect(await page.locator('body').ariaSnapshot()).not.toMatch(/cursor/i);
  expect(problems.errors).toEqual([]);
});
