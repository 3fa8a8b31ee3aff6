import { test, expect, widget, expectReady, ownErrors } from '../helpers';

const TABS_CHUNK = /\/dist\/advanced-tabs-[A-Z0-9]+\.js/;

test.describe('chunk failures', () => {
  test('a missing chunk is retried once, logged as missing, and leaves the widget as server HTML', async ({ page, problems }) => {
    let requests = 0;
    await page.route(TABS_CHUNK, (route) => {
      if (route.request().method() === 'GET') requests += 1;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto('/core/chunk-failure.html');
    const tabs = widget(page, 't000010');
    await expect(tabs).toHaveAttribute('data-ha-state', 'error');
    expect(requests).toBe(2);
    const error = ownErrors(problems).find((text) => text.startsWith('Loading chunk'));
    expect(error).toMatch(/^Loading chunk advanced-tabs-[A-Z0-9]+ failed\.\n\(missing: http:\/\/localhost:\d+\/dist\/advanced-tabs-/);
    // The server HTML still shows its content, and the other widget works.
    await expect(tabs.getByText('First panel of t000010')).toBeVisible();
    await expect(tabs.getByText('Second panel of t000010')).toBeVisible();
    await expectReady(widget(page, 'p000010'));
    await expect(page.locator('.ha-error, [role="alert"]')).toHaveCount(0);
  });

  test('a chunk that never answers fails with a timeout', async ({ page, problems }) => {
    // The fixture sets its own haWidgetsConfig; keep a short timeout whatever it sets.
    await page.addInitScript(() => {
      let config = {};
      Object.defineProperty(window, 'haWidgetsConfig', {
        configurable: true,
        get: () => config,
        set: (value) => (config = { ...value, chunkTimeout: 1500 }),
      });
    });
    await page.route(TABS_CHUNK, () => {
      // never answered
    });
    await page.goto('/core/chunk-failure.html');
    await expect(widget(page, 't000010')).toHaveAttribute('data-ha-state', 'error');
    expect(ownErrors(problems).find((text) => text.startsWith('Loading chunk'))).toContain('(timeout: ');
    await expectReady(widget(page, 'p000010'));
  });

  test('a chunk that fails otherwise is reported as other, with an ha:error event', async ({ page, problems }) => {
    await page.addInitScript(() => {
      (window as any).errorsSeen = [];
      document.addEventListener('ha:error', (event) => (window as any).errorsSeen.push((event as CustomEvent).detail.id));
    });
    await page.route(TABS_CHUNK, (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.goto('/core/chunk-failure.html');
    await expect(widget(page, 't000010')).toHaveAttribute('data-ha-state', 'error');
    expect(ownErrors(problems).find((text) => text.startsWith('Loading chunk'))).toContain('(other: ');
    expect(await page.evaluate(() => (window as any).errorsSeen)).toEqual(['t000010']);
  });
});

test('malformed settings give defaults and one debug warning; unknown types are ignored', async ({ page, problems }) => {
  await page.goto('/core/settings.html');
  // data-settings escaped twice is still read: tab 2 is active.
  const escaped = widget(page, 't000001');
  await expectReady(escaped);
  await expect(escaped.getByText('Second panel of t000001')).toBeVisible();
  await expect(escaped.getByText('First panel of t000001')).toBeHidden();
  // Broken JSON and a wrongly typed value fall back to the first tab.
  for (const id of ['t000002', 't000003']) {
    await expectReady(widget(page, id));
    await expect(widget(page, id).getByText(`First panel of ${id}`)).toBeVisible();
  }
  await expect.poll(() => problems.warnings.filter((w) => w.includes('#t000002')).length).toBe(1);
  expect(problems.warnings.find((w) => w.includes('#t000002'))).toContain('data-settings is not a JSON object');
  expect(problems.warnings.filter((w) => w.includes('#t000003'))).toHaveLength(1);
  expect(problems.warnings.some((w) => w.includes('#t000001'))).toBe(false);
  // An unknown ha-* type: one warning, no state, no error. Other types are the page builder's: not ours, not a word.
  await expect.poll(() => problems.warnings.filter((w) => w === '[ha-widgets] no widget for type "ha-not-built"; ignored').length).toBe(1);
  expect(problems.warnings.some((w) => w.includes('"heading"'))).toBe(false);
  await expect(widget(page, 'u000001')).not.toHaveAttribute('data-ha-state', /.*/);
  expect(ownErrors(problems)).toEqual([]);
});
