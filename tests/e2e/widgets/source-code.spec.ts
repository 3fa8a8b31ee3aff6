import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/source-code.html';
const JS = 'sc00001';
const CSS_BLOCK = 'sc00002';
const PHP = 'sc00003';
const MARKUP = 'sc00004';
const UNKNOWN = 'sc00005';

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
  // Copied once highlighted: the clipboard gets the plain code, not the token markup.
  await expect(block.locator('code .hljs-keyword').first()).toBeVisible();
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
  // The highlighter arrives late: the visitor copies before the tokens replace the code.
  let release = () => {};
  const late = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/chunk-*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('registerLanguage')) await late;
    await route.fulfill({ response, body });
  });
  const block = await open(page, JS);
  const selection = () => page.evaluate(() => getSelection()?.toString());
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.getByRole('status')).toHaveText(/Copy failed/);
  await expect(block.locator('.ha-copy-code-button')).toHaveText('Copy');
  await expect(block.locator('code *')).toHaveCount(0);
  const code = await block.locator('code').textContent();
  expect(await selection()).toBe(code);
  release();
  // Highlighted meanwhile, the code stays selected for the visitor.
  await expect(block.locator('code .hljs-keyword').first()).toBeVisible();
  expect(await selection()).toBe(code);
  expect(ownErrors(problems)).toEqual([]);
});

/** The code block's children as the server printed them. */
const servedCode = (page: Page, id: string) =>
  page.evaluate(async (id) => {
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    return served.querySelector(`[data-id="${id}"] code`)!.innerHTML;
  }, id);

const colourOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

test('the JavaScript, CSS and PHP blocks show coloured tokens with the same text; unmount puts the printed code back', async ({ page, problems }) => {
  const block = await open(page, JS);
  const code = block.locator('code');
  const keyword = code.locator('.hljs-keyword').first();
  await expect(keyword).toHaveText('export');
  const plain = await colourOf(block.locator('pre'));
  expect(await colourOf(keyword)).toBe('rgb(255, 154, 193)');
  expect(await colourOf(code.locator('.hljs-string').first())).not.toBe(plain);
  expect(await colourOf(code.locator('.hljs-comment'))).not.toBe(plain);
  const served = await servedCode(page, JS);
  expect(await code.textContent()).toBe(await page.evaluate((html) => Object.assign(document.createElement('code'), { innerHTML: html }).textContent, served));

  const css = widget(page, CSS_BLOCK);
  await css.scrollIntoViewIfNeeded();
  await expect(css.locator('code .hljs-selector-class')).toHaveText('.card');
  expect(await colourOf(css.locator('code .hljs-attribute').first())).not.toBe(plain);

  // A light theme: the light token colours.
  const php = widget(page, PHP);
  await php.scrollIntoViewIfNeeded();
  await expect(php.locator('code')).toHaveAttribute('data-ha-tone', 'light');
  await expect(php.locator('code .hljs-keyword').first()).toHaveText('function');
  expect(await colourOf(php.locator('code .hljs-keyword').first())).toBe('rgb(160, 24, 90)');
  await expect(php.locator('code .hljs-title').first()).toHaveText('greet');

  await block.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(code.locator('*')).toHaveCount(0);
  expect(await code.innerHTML()).toBe(served);
  await expect(code).not.toHaveAttribute('data-ha-tone');
  await expect(block.locator('pre')).not.toHaveAttribute('tabindex');
  await expect(block.getByRole('status')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('a script in the code shows as text and never runs; a page enforcing Trusted Types gets the highlighting with no violation', async ({ page, problems }) => {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const csp = "require-trusted-types-for 'script'; trusted-types ha-widgets";
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.violatedDirective} ${event.sample}`));
  });
  const block = await open(page, MARKUP);
  const code = block.locator('code');
  await expect(code.locator('.hljs-name').first()).toHaveText('div');
  await expect(code).toContainText('<script>window.sourceCodeScriptRan = true;</script>');
  await expect(code).toContainText('onerror="window.sourceCodeHandlerRan = true"');
  // Only token spans: no element of the code became a real one.
  expect(await code.evaluate((el) => [...el.querySelectorAll('*')].every((node) => node.tagName === 'SPAN' && [...node.attributes].every((a) => a.name === 'class')))).toBe(true);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => [(window as { sourceCodeScriptRan?: boolean }).sourceCodeScriptRan, (window as { sourceCodeHandlerRan?: boolean }).sourceCodeHandlerRan])).toEqual([undefined, undefined]);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('a language with no highlighter stays plain text with one warning; a page loads only the languages it shows', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  const block = await open(page, UNKNOWN);
  await page.waitForLoadState('networkidle');
  await expect(block.locator('code *')).toHaveCount(0);
  expect(problems.warnings.filter((text) => text.includes('"brainfuck"'))).toHaveLength(1);
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.locator('.ha-copy-code-button')).toHaveText('Copied!');
  expect(await clipboard(page)).toBe(await block.locator('code').textContent());
  await block.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(block.locator('.ha-copy-code-button')).toHaveText('Copy');
  // Every block seen: the page shows JavaScript, CSS, PHP and markup, and no other language is fetched.
  for (const id of [JS, CSS_BLOCK, PHP, MARKUP]) {
    await widget(page, id).scrollIntoViewIfNeeded();
    await expect(widget(page, id).locator('code span').first()).toBeAttached();
  }
  await page.waitForLoadState('networkidle');
  const languages = scripts.flatMap((text) => [...text.matchAll(/name:"(JavaScript|CSS|PHP|HTML, XML|Python|SQL|Bash|Java|YAML)"/g)].map((m) => m[1]));
  expect(languages).toEqual(expect.arrayContaining(['JavaScript', 'CSS', 'HTML, XML']));
  expect(languages).not.toContain('Python');
  expect(languages).not.toContain('SQL');
  expect(languages).not.toContain('YAML');
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [JS, CSS_BLOCK, PHP, MARKUP, UNKNOWN]) {
    const block = widget(page, id);
    await block.scrollIntoViewIfNeeded();
    await expectReady(block);
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
