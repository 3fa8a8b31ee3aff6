import { test, expect, expectReady } from '../helpers';

test.describe('failing loudly, never a silent ready', () => {
  test('a widget that finds none of the markup it needs ends in error, fires ha:error and warns once, without debug', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const seen: { errors: string[]; states: string[] } = { errors: [], states: [] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const name = (el: Element) => el.getAttribute('data-id') || el.id || '(no id)';
      document.addEventListener('ha:error', (event) => seen.errors.push(name((event as CustomEvent).detail.element)));
      new MutationObserver((records) => {
        for (const record of records) seen.states.push(`${name(record.target as Element)}=${(record.target as Element).getAttribute('data-ha-state')}`);
      }).observe(document, { subtree: true, attributeFilter: ['data-ha-state'] });
    });
    await page.goto('/core/missing-markup.html');
    const empty = page.locator('[data-widget_type]:not([data-id="cd000004"])');
    await expect(empty).toHaveCount(3);
    for (const element of await empty.all()) await expect(element).toHaveAttribute('data-ha-state', 'error');
    await expectReady(page.locator('[data-id="cd000004"]'));
    await page.waitForTimeout(300);

    const seen = await page.evaluate(() => (window as unknown as { seen: { errors: string[]; states: string[] } }).seen);
    expect(seen.errors.sort()).toEqual(['(no id)', 'cd000001', 'launch-countdown']);
    expect(seen.states.filter((state) => state.endsWith('=ready'))).toEqual(['cd000004=ready']);
    const ours = problems.warnings.filter((text) => text.startsWith('[ha-widgets]'));
    expect(ours).toHaveLength(3);
    for (const id of ['cd000001', 'launch-countdown', '(no id)'])
      expect(ours.filter((text) => text.startsWith(`[ha-widgets] ha-countdown #${id}: missing markup: found no "`) && text.endsWith('"'))).toHaveLength(1);
    // The server markup stays as printed.
    await expect(page.getByText('Not a countdown.')).toBeVisible();
  });

  test('when the second stage fails to load, every widget ends in error with ha:error, the on() listeners and onError', async ({ page, problems }) => {
    // The first request and its retry (?retry=1).
    await page.route(/\/dist\/boot-[A-Z0-9]+\.js/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/core/config-hooks.html');
    const widgets = page.locator('[data-widget_type]');
    await expect(widgets).toHaveCount(3);
    for (const element of await widgets.all()) await expect(element).toHaveAttribute('data-ha-state', 'error');
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => (window as unknown as { errorsSeen: Record<string, string[]> }).errorsSeen);
    const ids = ['pb000413', 't000411', 't000412'];
    expect(seen.events.sort()).toEqual(ids);
    expect(seen.listeners.sort()).toEqual(ids);
    expect(seen.onError.sort()).toEqual(ids);
    // Said once, with the reason.
    expect(problems.errors.filter((text) => text.startsWith('Loading chunk boot-'))).toHaveLength(1);
    expect(problems.errors.find((text) => text.startsWith('Loading chunk boot-'))).toContain('(missing: ');
    await expect(page.getByText('First panel of t000411.')).toBeVisible();
  });
});
