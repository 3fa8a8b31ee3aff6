import { readdirSync } from 'node:fs';
import { test, expect, expectReady, widget } from '../helpers';
import type { Page } from '@playwright/test';

/**
 * What sliders, sticky headers and page builders do to nodes: a mounted widget is taken out of the
 * document long enough to unmount and put back; the moment it turns `loading` it is taken out again
 * and put back one frame later.
 */
function outAndBackAtLoading(page: Page, id: string): Promise<void> {
  return page.evaluate(async (id) => {
    const element = document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
    const parent = element.parentNode!;
    const next = element.nextSibling;
    element.scrollIntoView({ block: 'center' });
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const again = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (element.getAttribute('data-ha-state') !== 'loading') return;
        observer.disconnect();
        element.remove();
        requestAnimationFrame(() => {
          parent.insertBefore(element, next);
          resolve();
        });
      });
      observer.observe(element, { attributeFilter: ['data-ha-state'] });
    });
    parent.insertBefore(element, next);
    await again;
  }, id);
}

const cases = [
  { fixture: '/widgets/progress-bar.html', id: 'pb000001' },
  { fixture: '/widgets/advanced-tabs.html', id: 'a200c77' },
  { fixture: '/widgets/countdown.html', id: 'a1d0001' },
];

test.describe('states never lie', () => {
  for (const { fixture, id } of cases) {
    test(`${fixture}: taken out and put back around its loading state, 10 times, it ends ready each time`, async ({ page }) => {
      await page.goto(fixture);
      await expectReady(widget(page, id));
      for (let round = 1; round <= 10; round++) {
        await outAndBackAtLoading(page, id);
        await expect(widget(page, id), `round ${round}`).toHaveAttribute('data-ha-state', 'ready');
      }
      expect(await widget(page, id).evaluate((el) => window.haWidgets!.get(el)?.state)).toBe('ready');
    });
  }

  test('scan() and mount() right after the race give an element that ends ready', async ({ page }) => {
    await page.goto('/widgets/progress-bar.html');
    await expectReady(widget(page, 'pb000002'));
    await outAndBackAtLoading(page, 'pb000002');
    const state = await page.evaluate(async () => {
      const element = document.querySelector<HTMLElement>('[data-id="pb000002"]')!;
      window.haWidgets!.scan();
      // Resolves once the widget is ready or failed.
      await window.haWidgets!.mount(element);
      return element.getAttribute('data-ha-state');
    });
    expect(state).toBe('ready');
  });
});

// The same race on every widget fixture: its first top-level widget that mounted.
const fixtures = readdirSync(new URL('../../../fixtures/widgets/', import.meta.url)).filter((name) => name.endsWith('.html'));

test.describe('states never lie on every fixture', () => {
  for (const name of fixtures) {
    test(`/widgets/${name}: taken out and put back around its loading state, 3 times, it ends ready`, async ({ page }) => {
      await page.goto(`/widgets/${name}`);
      // The first top-level widget the runtime handles, brought into view so that it mounts.
      const found = await page
        .waitForFunction(
          () => {
            const handled = [...document.querySelectorAll<HTMLElement>('[data-widget_type][data-id]')].find(
              (element) => window.haWidgets?.get(element) && !element.parentElement?.closest('[data-widget_type]'),
            );
            handled?.scrollIntoView({ block: 'center' });
            return handled?.dataset.id;
          },
          null,
          { timeout: 8000 },
        )
        .catch(() => null);
      const first = (await found?.jsonValue()) as string | undefined;
      test.skip(!first, 'no widget of a built type on this page');
      await expectReady(widget(page, first!));
      for (let round = 1; round <= 3; round++) {
        await outAndBackAtLoading(page, first!);
        await expect(widget(page, first!), `round ${round}`).toHaveAttribute('data-ha-state', 'ready');
      }
    });
  }
});
