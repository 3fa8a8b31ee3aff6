import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/source-code.html';
const JS = 'sc00001';
const CSS_BLOCK = 'sc00002';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const block = widget(page, id);
  await block.scrollIntoViewIfNeeded();
  await expectReady(block);
  return block;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('the copy button puts the code on the clipboard, then reads the after-copy text', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const block = await open(page, JS);
  const button = block.getByRole('button', { name: 'Copy' });
  const code = await block.locator('code').textContent();
  expect(code).toContain('export function debounce(fn, wait = 200)');
  expect(code).toContain('console.log("<resize & settle>")');
  await expect(block.getByRole('status')).toHaveText('');

  await button.click();
  await expect(block.locator('.ha-copy-code-button')).toHaveText('Copied!');
  await expect(block.getByRole('status')).toHaveText('Copied!');
  expect(await clipboard(page)).toBe(code);
  // The button is printed inside the block: its text is not part of what is copied.
  expect(await clipboard(page)).not.toContain('Copy');
  expect(ownErrors(problems)).toEqual([]);
});

test('without an after-copy text the button keeps its text; keyboard: the block and the button take focus, Enter copies', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 400, height: 800 });
  const block = await open(page, CSS_BLOCK);
  const pre = block.locator('pre');
  // The long line scrolls sideways: the block must be reachable to scroll it.
  expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(pre).toHaveAttribute('tabindex', '0');
  await pre.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => pre.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  await block.getByRole('button', { name: 'Copy code' }).focus();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('status')).toHaveText('Copied');
  await expect(block.locator('.ha-copy-code-button')).toHaveText('Copy code');
  expect(await clipboard(page)).toBe(await block.locator('code').textContent());
  expect(ownErrors(problems)).toEqual([]);
});

test('when the Clipboard API refuses, the copy command copies instead', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Clipboard.prototype, 'writeText', { value: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) });
  });
  const block = await open(page, JS);
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.locator('.ha-copy-code-button')).toHaveText('Copied!');
  expect(await clipboard(page)).toBe(await block.locator('code').textContent());
  // The helper field is gone and focus is back on the button.
  await expect(page.locator('textarea')).toHaveCount(0);
  await expect(block.locator('.ha-copy-code-button')).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('when nothing can copy, the code is selected for the visitor and the button keeps its text', async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Clipboard.prototype, 'writeText', { value: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) });
    Document.prototype.execCommand = () => false;
  });
  const block = await open(page, JS);
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.getByRole('status')).toHaveText(/Copy failed/);
  await expect(block.locator('.ha-copy-code-button')).toHaveText('Copy');
  expect(await page.evaluate(() => getSelection()?.toString())).toBe(await block.locator('code').textContent());
  expect(ownErrors(problems)).toEqual([]);
});

test("highlights with the page's own Prism when there is one, and unmount puts the plain code back", async ({ page, problems }) => {
  // A stand-in for Prism: wraps every word in a token span, as Prism's highlighter does.
  await page.addInitScript(() => {
    (window as unknown as { Prism: unknown }).Prism = {
      highlightElement(element: Element) {
        const text = element.textContent ?? '';
        element.replaceChildren(
          ...text.split(/(\w+)/).map((part) => {
            if (!/^\w+$/.test(part)) return document.createTextNode(part);
            return Object.assign(document.createElement('span'), { className: 'token', textContent: part });
          }),
        );
      },
    };
  });
  const block = await open(page, JS);
  const served = await block.locator('code').textContent();
  await expect(block.locator('code .token').first()).toBeVisible();
  expect(await block.locator('code').textContent()).toBe(served);
  await block.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(block.locator('code .token')).toHaveCount(0);
  await expect(block.locator('pre')).not.toHaveAttribute('tabindex');
  await expect(block.getByRole('status')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('without Prism the code stays a plain block; unmount restores the button text', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const block = await open(page, JS);
  await expect(block.locator('code *')).toHaveCount(0);
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.locator('.ha-copy-code-button')).toHaveText('Copied!');
  await block.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(block.locator('.ha-copy-code-button')).toHaveText('Copy');
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [JS, CSS_BLOCK]) {
    const block = widget(page, id);
    await block.scrollIntoViewIfNeeded();
    await expectReady(block);
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
