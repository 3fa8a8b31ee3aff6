import { test, expect, expectReady, widget } from '../helpers';
// The same race on every widget fixture is the hardening suite's (tests/hardening/fixtures.spec.ts).
import { outAndBackAtLoading } from '../../hardening/page';

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
        expect(await outAndBackAtLoading(page, id), `round ${round}: loading again`).toBe(true);
        await expect(widget(page, id), `round ${round}`).toHaveAttribute('data-ha-state', 'ready');
      }
      expect(await widget(page, id).evaluate((el) => window.haWidgets!.get(el)?.state)).toBe('ready');
    });
  }

  test('scan() and mount() right after the race give an element that ends ready', async ({ page }) => {
    await page.goto('/widgets/progress-bar.html');
    await expectReady(widget(page, 'pb000002'));
    expect(await outAndBackAtLoading(page, 'pb000002')).toBe(true);
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
