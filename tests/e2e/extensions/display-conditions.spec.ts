// The time zone cookie the server's display conditions read: written on a site that turns them on,
// with the visitor's own zone; not on a site that does not.
import { test, expect } from '../helpers';

test.use({ timezoneId: 'Europe/Paris' });

test("the visitor's time zone goes into the cookie; a site without display conditions writes none", async ({ page, context }) => {
  await page.goto('/extensions/display-conditions.html');
  await expect(page.locator('#zone')).toHaveText('Europe/Paris');
  const cookie = (await context.cookies()).find((c) => c.name == 'ha_local_time_zone');
  expect(cookie).toMatchObject({ value: 'Europe%2FParis', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 3600 * 23);

  await context.clearCookies();
  await page.route('/extensions/display-conditions.html', async (route) => {
    const html = await (await route.fetch()).text();
    await route.fulfill({ body: html.replaceAll('features: { displayConditions: true }', 'features: { displayConditions: false }'), contentType: 'text/html' });
  });
  await page.goto('/extensions/display-conditions.html');
  await page.waitForLoadState('networkidle');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('ha_local_time_zone');
});
