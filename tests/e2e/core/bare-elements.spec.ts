import { test, expect, expectReady, ownErrors } from '../helpers';

const byId = (page: import('@playwright/test').Page, id: string) => page.locator(`[data-id="${id}"]`);

test.describe('bare elements (data-widget_type without the page builder wrapper)', () => {
  test('a bare accordion mounts and works: with data-settings, without, and inside a page-builder section', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const mounts: string[] = ((window as unknown as { mounts: string[] }).mounts = []);
      document.addEventListener('ha:mount', (event) => mounts.push((event as CustomEvent).detail.element.getAttribute('data-id') ?? (event as CustomEvent).detail.element.id));
    });
    await page.goto('/core/bare-elements.html');

    // data-settings read: item 2 opens on load; a visitor opens item 1, and item 2 closes.
    const first = byId(page, 'bare001');
    await expectReady(first);
    await expect(first.getByText('First answer 2.')).toBeVisible();
    await expect(first.getByText('First answer 1.')).toBeHidden();
    await first.getByRole('button', { name: 'First question 1' }).click();
    await expect(first.getByText('First answer 1.')).toBeVisible();
    await expect(first.getByText('First answer 2.')).toBeHidden();

    // No data-settings, no data-id: item 1 opens on load; a click opens another.
    const second = page.locator('#faq');
    await expectReady(second);
    await expect(second.getByText('Second answer 1.')).toBeVisible();
    await second.getByRole('button', { name: 'Second question 3' }).click();
    await expect(second.getByText('Second answer 3.')).toBeVisible();

    // Inside a page-builder section: mounts once.
    const third = byId(page, 'bare003');
    await expectReady(third);
    await third.getByRole('button', { name: 'Third question 2' }).click();
    await expect(third.getByText('Third answer 2.')).toBeVisible();

    await page.waitForTimeout(300);
    expect((await page.evaluate(() => (window as unknown as { mounts: string[] }).mounts)).sort()).toEqual(['bare001', 'bare003', 'faq']);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the page builder hooks fire once for its own elements and never for a bare one, also after a rescan', async ({ page }) => {
    await page.goto('/core/bare-elements.html');
    await expectReady(byId(page, 'bare003'));
    await page.evaluate(() => window.haWidgets!.scan());
    // A bare element added later, nested in a new page-builder section.
    await page.evaluate(() => {
      const section = document.createElement('section');
      section.className = 'elementor-element';
      section.dataset.id = 's000402';
      section.dataset.element_type = 'section';
      section.innerHTML = document.querySelector('[data-id="bare003"]')!.outerHTML.replace(/bare003/g, 'bare004').replace(/ data-ha-state="\w+"/, '');
      document.body.append(section);
    });
    await expectReady(byId(page, 'bare004'));
    await page.waitForTimeout(300);
    const log = await page.evaluate(() => (window as unknown as { hookLog: string[] }).hookLog);
    expect(log.filter((line) => line.endsWith('s000401'))).toEqual(['global early s000401', 'global late s000401', 'section s000401']);
    expect(log.filter((line) => line.endsWith('s000402'))).toEqual(['global early s000402', 'global late s000402', 'section s000402']);
    expect(log.filter((line) => /bare|faq|null|nope|head/.test(line))).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('[data-id="bare004"] [aria-expanded="true"], [data-id="bare004"] .ha-accordion__item--active') !== null)).toBe(true);
  });

  test('an unknown ha-* type says why once, without debug; the page builder types say nothing', async ({ page, problems }) => {
    await page.goto('/core/bare-elements.html');
    await expectReady(byId(page, 'bare001'));
    await page.evaluate(() => window.haWidgets!.scan());
    await page.waitForTimeout(300);
    const ours = problems.warnings.filter((text) => text.startsWith('[ha-widgets]'));
    expect(ours).toEqual(['[ha-widgets] no widget for type "ha-nope"; ignored']);
    for (const id of ['nope001', 'nope002', 'head001']) await expect(byId(page, id)).not.toHaveAttribute('data-ha-state', /.*/);
  });
});
