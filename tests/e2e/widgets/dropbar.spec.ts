import type { Locator, Page, Route } from '@playwright/test';
import {
  test,
  expect,
  widget,
  expectReady,
  ownErrors,
  recordLayoutShift,
  layoutShift,
  countMounts,
  mountCounts,
  unmountRestores, rewrite } from '../helpers';

const PAGE = '/widgets/dropbar.html';
const TEMPLATE = '**/wp-json/happy-addons/v1/template?**';
/** What the demo backend's templates 502 and 503 both name. */
const SCRIPT = '/assets/dropbar/template-marker.js';
const STYLE = '/assets/dropbar/template.css';

const CLICK = 'd70b001';
const HOVER = 'd70b002';
const NESTED = 'd70b003';
const HOVER_TEMPLATE = 'd70b004';
const BAD = 'd70bad1';


/** Answers the template requests for 502 and 503 (the demo backend's dropbar templates) with `answer`. */
async function serveTemplates(page: Page, answer: (route: Route) => Promise<void> | void): Promise<void> {
  await page.route(TEMPLATE, async (route) => {
    const id = new URL(route.request().url()).searchParams.get('id') ?? '';
    if (id === '502' || id === '503') await answer(route);
    else await route.fallback();
  });
}

/** Every template request the page makes, as URLs. */
function templateRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/happy-addons/v1/template')) seen.push(new URL(request.url()));
  });
  return seen;
}

/** Serves the fixture with `edit` applied to its HTML. */

/** Records the id of every element that starts a Web Animation, from page load on. */
async function recordAnimations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const started: string[] = ((window as unknown as { started: string[] }).started = []);
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      started.push(this.id);
      return animate.apply(this, args);
    };
  });
  return () => page.evaluate(() => [...(window as unknown as { started: string[] }).started]);
}

const button = (el: Locator) => el.locator('.ha-dropbar__button');
const panel = (el: Locator) => el.locator('.ha-dropbar__content-wrapper').first();
const loader = (el: Locator) => el.locator('.ha-dropbar__loader');

/** Stops the page's clock (installed before the page loaded): from now on only runFor moves time. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const el = widget(page, id);
  await expectReady(el);
  return el;
}

async function expectOpen(el: Locator, on: boolean): Promise<void> {
  await expect(button(el)).toHaveAttribute('aria-expanded', String(on));
  if (on) {
    await expect(panel(el)).toBeVisible();
    await expect(el.locator('.ha-dropbar__wrapper')).toHaveClass(/ha-dropbar--open/);
  } else {
    await expect(panel(el)).toBeHidden();
    await expect(panel(el)).toHaveAttribute('hidden', '');
    await expect(el.locator('.ha-dropbar__wrapper')).not.toHaveClass(/ha-dropbar--open/);
  }
}

test('click mode: the first open loads the template once; closing and opening again asks nothing more', async ({ page, problems }) => {
  const requests = templateRequests(page);
  const el = await open(page, CLICK);
  await expectOpen(el, false);
  await expect(button(el)).toHaveAttribute('aria-controls', 'ha-dropbar-panel-d70b001');
  await expect(panel(el)).toHaveAttribute('id', 'ha-dropbar-panel-d70b001');
  expect(requests).toHaveLength(0);

  await button(el).click();
  await expectOpen(el, true);
  await expect(el.getByRole('heading', { name: 'Loaded template' })).toBeVisible();
  await expect(el.getByText('This content came from the template endpoint.')).toBeVisible();
  await expect(loader(el)).toBeHidden();
  await expect(el.locator('.ha-dropbar__content')).not.toHaveAttribute('aria-busy');
  expect(requests).toHaveLength(1);
  expect(Object.fromEntries(requests[0].searchParams)).toEqual({ id: '501', dev: 'false', signature: '5f2c0e9a51' });

  await button(el).click();
  await expectOpen(el, false);
  await button(el).click();
  await expectOpen(el, true);
  await expect(el.getByRole('heading', { name: 'Loaded template' })).toHaveCount(1);
  expect(requests).toHaveLength(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('loading state: aria-busy and the loader while the answer is on its way', async ({ page, problems }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await serveTemplates(page, async (route) => {
    await held;
    await route.fallback();
  });
  const el = await open(page, NESTED);
  await button(el).click();
  await expectOpen(el, true);
  await expect(el.locator('.ha-dropbar__content')).toHaveAttribute('aria-busy', 'true');
  await expect(loader(el)).toBeVisible();
  release();
  await expect(el.getByRole('heading', { name: 'Help centre' })).toBeVisible();
  await expect(el.locator('.ha-dropbar__content')).not.toHaveAttribute('aria-busy');
  await expect(loader(el)).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('a widget in the template mounts; its script and stylesheet load once for two dropbars', async ({ page, problems }) => {
  await countMounts(page);
  const requests = templateRequests(page);
  const help = await open(page, NESTED);
  await expect(page.locator('#dropbar-script-runs')).toHaveText('Template script runs: 0');

  await button(help).click();
  const toggle = widget(page, 't5023');
  await expectReady(toggle);
  await expect(page.locator('#dropbar-script-runs')).toHaveText('Template script runs: 1');
  await expect(help.locator('.dropbar-template-card')).toHaveCSS('border-left-color', 'rgb(102, 51, 153)');
  // The nested toggle works.
  const returns = toggle.getByRole('button', { name: 'Returns' });
  await expect(returns).toHaveAttribute('aria-expanded', 'false');
  await returns.click();
  await expect(toggle.getByText('Free within 30 days.')).toBeVisible();

  // The second dropbar (hover) names the same script and stylesheet.
  const contact = widget(page, HOVER_TEMPLATE);
  await button(contact).hover();
  await expectOpen(contact, true);
  await expect(contact.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
  await expect(contact.locator('.dropbar-template-card')).toHaveCSS('border-left-color', 'rgb(102, 51, 153)');
  // Opening it closed the other one.
  await expectOpen(help, false);

  await button(help).click();
  await expectOpen(help, true);
  await expect(toggle.getByText('Free within 30 days.')).toBeVisible();
  expect(requests.map((url) => url.searchParams.get('id'))).toEqual(['502', '503']);
  await expect(page.locator('#dropbar-script-runs')).toHaveText('Template script runs: 1');
  expect(await page.locator(`script[src$="${SCRIPT}"]`).count()).toBe(1);
  expect(await page.locator(`link[href$="${STYLE}"]`).count()).toBe(1);
  expect((await mountCounts(page))['t5023']).toBe(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('injected script and stylesheet tags carry the CSP nonce of the loader', async ({ page, problems }) => {
  await rewrite(page, PAGE, (html) => html.replace('<script src="/dist/ha-widgets.js" defer blocking="render">', '<script nonce="n0nce5" src="/dist/ha-widgets.js" defer>'));
  const el = await open(page, NESTED);
  await button(el).click();
  await expect(el.getByRole('heading', { name: 'Help centre' })).toBeVisible();
  expect(await page.locator(`script[src$="${SCRIPT}"]`).evaluate((node) => (node as HTMLScriptElement).nonce)).toBe('n0nce5');
  expect(await page.locator(`link[href$="${STYLE}"]`).evaluate((node) => (node as HTMLLinkElement).nonce)).toBe('n0nce5');
  expect(ownErrors(problems)).toEqual([]);
});

test('hover mode: opens on pointer enter, stays over the panel, closes hide_delay ms after the pointer leaves', async ({ page, problems }) => {
  await page.clock.install();
  const el = await open(page, HOVER);
  await pauseClock(page);
  await expectOpen(el, false);
  await button(el).hover();
  await expectOpen(el, true);
  // Over the panel, and a mouse click on the button, keep it open.
  await el.getByRole('link', { name: 'Build' }).hover();
  await button(el).click();
  await page.clock.runFor(1000);
  await expectOpen(el, true);

  await page.locator('.elementor-element-e1a2b03 .fixture-title').hover();
  await page.clock.runFor(390);
  await expectOpen(el, true);
  await page.clock.runFor(20);
  await expectOpen(el, false);

  // Coming back before the delay is up keeps it open.
  await button(el).hover();
  await expectOpen(el, true);
  await page.locator('.elementor-element-e1a2b03 .fixture-title').hover();
  await page.clock.runFor(200);
  await el.getByRole('link', { name: 'Support' }).hover();
  await page.clock.runFor(1000);
  await expectOpen(el, true);
  expect(ownErrors(problems)).toEqual([]);
});

test('hover mode with a template: loads on the first hover only', async ({ page, problems }) => {
  await page.clock.install();
  const requests = templateRequests(page);
  const el = await open(page, HOVER_TEMPLATE);
  await pauseClock(page);
  for (let round = 0; round < 3; round++) {
    await button(el).hover();
    await expect(el.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
    await page.locator('.elementor-element-e1a2b03 .fixture-title').hover();
    await page.clock.runFor(290);
    await expectOpen(el, true);
    await page.clock.runFor(20);
    await expectOpen(el, false);
  }
  expect(requests).toHaveLength(1);
  expect(Object.fromEntries(requests[0].searchParams)).toEqual({ id: '503', dev: 'false', signature: 'c0ffee1234' });
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: Enter and Space toggle, Tab enters the panel, Escape closes and returns focus to the button', async ({ page, problems }) => {
  const el = await open(page, HOVER);
  await button(el).focus();
  await page.keyboard.press('Enter');
  await expectOpen(el, true);
  await page.keyboard.press('Tab');
  await expect(el.getByRole('link', { name: 'Design' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expectOpen(el, false);
  await expect(button(el)).toBeFocused();

  await page.keyboard.press(' ');
  await expectOpen(el, true);
  await page.keyboard.press(' ');
  await expectOpen(el, false);

  // Click mode, with its template.
  const click = widget(page, CLICK);
  await button(click).focus();
  await page.keyboard.press('Enter');
  await expectOpen(click, true);
  await expect(click.getByRole('heading', { name: 'Loaded template' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectOpen(click, false);
  await expect(button(click)).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('Tab past the panel closes it', async ({ page, problems }) => {
  const el = await open(page, HOVER);
  await button(el).focus();
  await page.keyboard.press('Enter');
  for (const name of ['Design', 'Build', 'Support']) {
    await page.keyboard.press('Tab');
    await expect(el.getByRole('link', { name })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expectOpen(el, false);
  expect(ownErrors(problems)).toEqual([]);
});

test('click mode: a click in the panel keeps it open, a click outside closes it', async ({ page, problems }) => {
  const el = await open(page, CLICK);
  await button(el).click();
  await el.getByText('This content came from the template endpoint.').click();
  await expectOpen(el, true);
  await page.locator('.elementor-element-e1a2b03 .fixture-title').click();
  await expectOpen(el, false);
  expect(ownErrors(problems)).toEqual([]);
});

const failures: Array<[string, (route: Route) => Promise<void>]> = [
  ['an error status', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"oops"}' })],
  ['no answer', (route) => route.abort('failed')],
  ['an answer that is not JSON', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>0</p>' })],
  ['JSON that is not a template', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"template":1}' })],
];

for (const [what, answer] of failures) {
  test(`template load failure (${what}): "Script Loaded Error" only, panel open, not retried`, async ({ page, problems }) => {
    await page.route(TEMPLATE, answer);
    const requests = templateRequests(page);
    const el = await open(page, CLICK);
    await button(el).click();
    await expectOpen(el, true);
    await expect(loader(el)).toBeHidden();
    await expect.poll(() => ownErrors(problems)).toEqual(['Script Loaded Error']);
    await expect(el.locator('.ha-dropbar__content')).not.toHaveAttribute('aria-busy');
    await button(el).click();
    await button(el).click();
    await expectOpen(el, true);
    expect(requests).toHaveLength(1);
    await expect(el).toHaveAttribute('data-ha-state', 'ready');
    expect(problems.errors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    expect(ownErrors(problems)).toEqual(['Script Loaded Error']);
  });
}

test('a template whose script does not load is a failure: nothing is appended', async ({ page, problems }) => {
  await serveTemplates(page, async (route) => {
    const served = await (await route.fetch()).json();
    await route.fulfill({ json: { ...served, template_scripts: ['/assets/dropbar/missing.js'] } });
  });
  const el = await open(page, NESTED);
  await button(el).click();
  await expect.poll(() => ownErrors(problems)).toEqual(['Script Loaded Error']);
  await expect(loader(el)).toBeHidden();
  await expect(el.locator('.dropbar-template-card')).toHaveCount(0);
  await expectOpen(el, true);
});

test('bad settings: hover mode with defaults, no template request, one debug warning', async ({ page, problems }) => {
  const requests = templateRequests(page);
  const el = await open(page, BAD);
  await button(el).hover();
  await expectOpen(el, true);
  await expect(el.getByText('Sign in to see your orders.')).toBeVisible();
  expect(requests).toHaveLength(0);
  await expect
    .poll(() =>
      problems.warnings.filter((text) =>
        /ha-dropbar #d70bad1: mode "sideways" is not valid.*hide_delay "soon".*ajax_template "maybe".*template_id \{\}/.test(text),
      ),
    )
    .toHaveLength(1);
  expect(problems.warnings.filter((text) => /#d70bad1/.test(text))).toHaveLength(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('ajax_template without a template id: a debug warning, no request, no loader', async ({ page, problems }) => {
  await rewrite(page, PAGE, (html) => html.replace('&quot;template_id&quot;:&quot;501&quot;', '&quot;template_id&quot;:&quot;&quot;'));
  const requests = templateRequests(page);
  const el = await open(page, CLICK);
  await button(el).click();
  await expectOpen(el, true);
  await expect(loader(el)).toBeHidden();
  expect(requests).toHaveLength(0);
  await expect
    .poll(() => problems.warnings.filter((text) => /ha-dropbar #d70b001: ajax_template is on but template_id is empty/.test(text)))
    .toHaveLength(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('opening one dropbar closes the one open before', async ({ page, problems }) => {
  const click = await open(page, CLICK);
  await button(click).click();
  await expectOpen(click, true);
  const hover = widget(page, HOVER);
  await button(hover).hover();
  await expectOpen(hover, true);
  await expectOpen(click, false);
  expect(ownErrors(problems)).toEqual([]);
});

test('the open slides in; not with reduced motion, not in the editor, where dev=true is sent', async ({ page, problems }) => {
  const started = await recordAnimations(page);
  let el = await open(page, CLICK);
  await button(el).click();
  await expectOpen(el, true);
  expect(await started()).toEqual(['ha-dropbar-panel-d70b001']);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  el = await open(page, CLICK);
  await button(el).click();
  await expectOpen(el, true);
  expect(await started()).toEqual([]);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await rewrite(page, PAGE, (html) => html.replace('{ debug: true }', '{ debug: true, editMode: true }'));
  const requests = templateRequests(page);
  el = await open(page, CLICK);
  await button(el).click();
  await expect(el.getByRole('heading', { name: 'Loaded template' })).toBeVisible();
  expect(await started()).toEqual([]);
  // The last request is this page's: a request of the page before may still be reported after it.
  await expect.poll(() => requests.at(-1)?.searchParams.get('dev')).toBe('true');
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the printed markup, the template and its widgets go', async ({ page, problems }) => {
  const el = await open(page, NESTED);
  await button(el).click();
  await expectReady(widget(page, 't5023'));
  expect(await unmountRestores(page, NESTED)).toBe(true);
  await expect(widget(page, 't5023')).toHaveCount(0);
  await expect(button(el)).not.toHaveAttribute('aria-expanded');

  // No listener is left: a click no longer sets any state.
  const click = await open(page, CLICK);
  expect(await unmountRestores(page, CLICK)).toBe(true);
  await button(click).click();
  await expect(button(click)).not.toHaveAttribute('aria-expanded');
  await expect(click.locator('.ha-dropbar__wrapper')).not.toHaveClass(/ha-dropbar--open/);
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout and raises no error', async ({ page, problems }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [CLICK, HOVER, NESTED, HOVER_TEMPLATE, BAD]) {
    await expectReady(widget(page, id));
    await expect(button(widget(page, id))).toHaveAttribute('aria-expanded', 'false');
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('hover mode: a tap on the button toggles the panel, a tap outside closes it', async ({ page, problems }) => {
    const el = await open(page, HOVER);
    await button(el).tap();
    await expectOpen(el, true);
    await button(el).tap();
    await expectOpen(el, false);
    await button(el).tap();
    await expectOpen(el, true);
    await page.locator('.elementor-element-e1a2b03 .fixture-title').tap();
    await expectOpen(el, false);
    expect(ownErrors(problems)).toEqual([]);
  });
});
