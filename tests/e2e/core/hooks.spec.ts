import { test, expect, widget, expectReady, ownErrors } from '../helpers';

test('provides compatible hooks, fires elementor/frontend/init, then element-ready in the page builder order', async ({ page, problems }) => {
  await page.goto('/core/hooks.html');
  await expectReady(widget(page, 'w000001'));
  const log = await page.evaluate(() => (window as any).hookLog as string[]);
  expect(await page.evaluate(() => (window as any).initSawApi)).toBe(true);
  expect(log.filter((line) => line.endsWith('s000001'))).toEqual(['global early s000001', 'global late s000001', 'section s000001']);
  expect(log.filter((line) => line.endsWith('k000001'))).toEqual(['global early k000001', 'global late k000001', 'column k000001']);
  expect(log.filter((line) => line.endsWith('w000001'))).toEqual([
    'global early w000001',
    'global late w000001',
    'widget w000001',
    'acme-probe.default w000001',
    'duplicate w000001',
  ]);
  // Containers printed with data-e-type are elements too; elements under delayed child handlers wait.
  expect(log).toContain('global early e000001');
  expect(log.some((line) => line.endsWith('d000001'))).toBe(false);
  // The section appears before its column, which appears before its widget.
  expect(log.indexOf('section s000001')).toBeLessThan(log.indexOf('column k000001'));
  expect(log.indexOf('column k000001')).toBeLessThan(log.indexOf('widget w000001'));
  await expect(page.locator('#hook-log')).toContainText('acme-probe.default w000001');
  expect(ownErrors(problems)).toEqual([]);
});

test('widgets added later fire the hooks once each', async ({ page }) => {
  await page.goto('/core/hooks.html');
  await expectReady(widget(page, 'w000001'));
  await page.evaluate(() => {
    const copy = document.querySelector('[data-id="w000001"]')!.cloneNode(true) as HTMLElement;
    copy.dataset.id = 'w000002';
    copy.removeAttribute('data-ha-state');
    // The loader's copy of the settings for the premount stylesheet.
    copy.removeAttribute('data-ha-set');
    document.querySelector('.elementor-widget-wrap')!.append(copy);
    window.haWidgets!.scan();
  });
  await expectReady(widget(page, 'w000002'));
  const log = await page.evaluate(() => (window as any).hookLog as string[]);
  expect(log.filter((line) => line === 'widget w000002')).toHaveLength(1);
});
