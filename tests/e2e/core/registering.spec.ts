import { test, expect, expectReady, ownErrors } from '../helpers';

test.describe('registering whatever the script order', () => {
  test('functions queued before the loader run once the API exists; later ones at once; ha:init', async ({ page, problems }) => {
    await page.goto('/core/register-queue.html');
    // Queued before the loader (after one that throws): its type mounts.
    const early = page.locator('[data-id="q000001"]');
    await expectReady(early);
    await expect(early).toHaveText('early mounted');
    expect(await page.evaluate(() => (window as unknown as { queueLog: string[] }).queueLog)).toEqual(['queued true', 'ha:init true']);
    expect(ownErrors(problems).filter((text) => text.includes('a queued function that throws, on purpose'))).toHaveLength(1);

    // After the loader: the same line of code runs the function at once, and a printed element of the type mounts.
    const ranAtOnce = await page.evaluate(() => {
      let ran = false;
      const queue = (window.haWidgetsQueue = window.haWidgetsQueue || []) as { push(fn: (api: NonNullable<Window['haWidgets']>) => void): void };
      queue.push((api) => {
        ran = true;
        api.register('acme-late', { trigger: 'eager', root: (c) => c, Component: () => 'late mounted' });
      });
      return ran;
    });
    expect(ranAtOnce).toBe(true);
    const late = page.locator('[data-id="q000002"]');
    await expectReady(late);
    await expect(late).toHaveText('late mounted');
  });

  test('an ha:init listener added before the loader gets the API', async ({ page }) => {
    await page.addInitScript(() =>
      document.addEventListener('ha:init', (event) => ((window as unknown as { initApi: boolean }).initApi = (event as CustomEvent).detail?.register !== undefined)),
    );
    await page.goto('/core/register-queue.html');
    await expectReady(page.locator('[data-id="q000001"]'));
    expect(await page.evaluate(() => (window as unknown as { initApi: boolean }).initApi)).toBe(true);
  });
});

test.describe('base styles', () => {
  test('baseStyles: false sets data-ha-base="off" before any widget stylesheet loads; by default it is absent', async ({ page }) => {
    const record = () =>
      page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { atStylesheet: string[] }).atStylesheet = []);
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLLinkElement && /\/dist\/(?!ha-widgets(-base)?\.css)/.test(node.href)) seen.push(String(document.documentElement.getAttribute('data-ha-base')));
        }).observe(document, { childList: true, subtree: true });
      });
    await record();
    await page.goto('/core/config-hooks.html?base=off');
    await expectReady(page.locator('[data-id="t000411"]'));
    await expect(page.locator('html')).toHaveAttribute('data-ha-base', 'off');
    const atStylesheet = await page.evaluate(() => (window as unknown as { atStylesheet: string[] }).atStylesheet);
    expect(atStylesheet.length).toBeGreaterThan(0);
    expect(atStylesheet.every((value) => value === 'off')).toBe(true);

    await page.goto('/core/config-hooks.html');
    await expectReady(page.locator('[data-id="t000411"]'));
    await expect(page.locator('html')).not.toHaveAttribute('data-ha-base', /.*/);
  });
});
