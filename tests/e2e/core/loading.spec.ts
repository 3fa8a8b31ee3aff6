import { test, expect, widget, expectReady, ownErrors } from '../helpers';

test('a page with no widgets of ours loads the loader and nothing else', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet', 'fetch'].includes(request.resourceType()) && request.url().includes('/dist/')) scripts.push(request.url());
  });
  await page.goto('/core/no-widgets.html');
  await page.waitForLoadState('networkidle');
  expect(scripts.map((url) => new URL(url).pathname)).toEqual(['/dist/ha-widgets.js']);
  expect(await page.evaluate(() => typeof window.haWidgets?.scan)).toBe('function');
});

test('a page with only page-level extensions that need no React loads neither the runtime nor React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) scripts.push(pathname.slice('/dist/'.length));
  });
  await page.goto('/extensions/sticky.html');
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\bsticky\b/);
  await page.waitForLoadState('networkidle');
  const { runtime } = await (await page.request.get('/dist/manifest.json')).json();
  expect(scripts.some((name) => name.startsWith('ext-sticky-'))).toBe(true);
  expect(scripts).not.toContain(runtime);
  // React's element marker is in React's own code, whichever chunk holds it.
  for (const name of scripts) expect(await (await page.request.get(`/dist/${name}`)).text(), name).not.toContain('react.transitional.element');
});

test('dist/ works from another origin under a nonce-based CSP', async ({ page, problems }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/dist/')) origins.add(new URL(request.url()).host);
  });
  await page.goto('/core/cross-origin.html');
  const tabs = widget(page, 't000050');
  await expectReady(tabs);
  await tabs.getByRole('tab', { name: 'Second' }).first().click();
  await expect(tabs.getByText('Second panel of t000050')).toBeVisible();
  expect([...origins]).toEqual([`127.0.0.1:${new URL(page.url()).port}`]);
  const styleNonces = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=stylesheet][href*="/dist/"]')].map((link) => (link as HTMLLinkElement).nonce),
  );
  expect(styleNonces.length).toBeGreaterThan(0);
  expect(styleNonces.every((nonce) => nonce === 'r4nd0m')).toBe(true);
  expect(violations).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('a second copy of the loader hands over to the first', async ({ page, problems }) => {
  await page.addInitScript(() => {
    (window as any).mountEvents = [];
    document.addEventListener('ha:mount', (event) => (window as any).mountEvents.push((event as CustomEvent).detail.id));
  });
  await page.goto('/core/two-loaders.html');
  await expectReady(widget(page, 't000020'));
  await expectReady(widget(page, 'p000020'));
  await page.waitForTimeout(200);
  expect((await page.evaluate(() => (window as any).mountEvents)).sort()).toEqual(['p000020', 't000020']);
  expect(await page.evaluate(() => (window as any).probeStats.mounts)).toEqual({ p000020: 1 });
  expect(ownErrors(problems)).toEqual([]);
});

test('editor mode puts the overlay class on mounted widgets', async ({ page }) => {
  await page.goto('/core/editor-mode.html');
  await expectReady(widget(page, 't000030'));
  await expectReady(widget(page, 'p000030'));
  await expect(widget(page, 't000030')).toHaveClass(/\bha-editor-overlay\b/);
  await expect(widget(page, 'p000030')).toHaveClass(/\bha-editor-overlay\b/);
});

for (const mode of ['', '?early']) {
  test(`attaches to a real elementorFrontend's hooks${mode ? ' initialised before the loader' : ''} and initialises nothing twice`, async ({ page, problems }) => {
    await page.addInitScript(() => {
      (window as any).mountEvents = [];
      document.addEventListener('ha:mount', (event) => (window as any).mountEvents.push((event as CustomEvent).detail.id));
    });
    await page.goto(`/core/elementor-frontend.html${mode}`);
    for (const id of ['t000040', 't000041', 'p000040']) await expectReady(widget(page, id));
    await page.waitForTimeout(200);
    const result = await page.evaluate(() => ({
      sameHooks: (window as any).elementorFrontend.hooks === (window as any).standInHooks,
      ourHandlers: (window as any).standInHooks.count('frontend/element_ready/widget'),
      readyCalls: (window as any).elementorFrontend.readyCalls,
      mounts: (window as any).mountEvents.sort(),
      probe: (window as any).probeStats.mounts,
    }));
    expect(result).toEqual({
      sameHooks: true,
      ourHandlers: 1,
      readyCalls: 5,
      mounts: ['p000040', 't000040', 't000041'],
      probe: { p000040: 1 },
    });
    const tabs = widget(page, 't000041');
    await tabs.getByRole('tab', { name: 'Second' }).first().click();
    await expect(tabs.getByText('Second panel of t000041')).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });
}

test('the premount stylesheet: the loader adds it when the head lacks it, once, and never twice', async ({ page }) => {
  const premountLinks = () =>
    page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[href*="ha-widgets.css"]')].map((link) => new URL(link.href).pathname));
  // A site that only dropped the script tag in.
  await page.route('**/core/settings.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('<link rel="stylesheet" href="/dist/ha-widgets.css">', '') });
  });
  await page.goto('/core/settings.html');
  await expect.poll(premountLinks).toEqual(['/dist/ha-widgets.css']);
  await page.goto('/widgets/accordion.html');
  await expectReady(page.locator('[data-widget_type^="ha-accordion"]').first());
  expect(await premountLinks()).toEqual(['/dist/ha-widgets.css']);
  // The page's own tag, right after the fixture stylesheet, not one the loader appended.
  expect(await page.evaluate(() => document.head.querySelector('link[href*="ha-widgets.css"]')?.previousElementSibling?.getAttribute('href'))).toBe('/assets/fixture.css');
});

test('a late loader with blocking="render" has copied the premount settings before the first frame', async ({ page }) => {
  await page.route('**/dist/ha-widgets.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  // What the first animation frame that has the widget sees (frames come just before paints).
  await page.addInitScript(() => {
    const look = () => {
      const unfold = document.querySelector<HTMLElement>('[data-id="u1a0002"]');
      if (unfold) (window as unknown as { firstFrame: string }).firstFrame = unfold.style.getPropertyValue('--ha-set-fold_height');
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/widgets/unfold.html');
  await expectReady(widget(page, 'u1a0002'));
  expect(await page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe('80px');
});
