import type { Page } from '@playwright/test';
import { test, expect, widget, expectReady } from '../helpers';
import { stubProviders } from '../media-stubs';

// Pages served as a site with Trusted Types enforced and only our policy allowed, acted on as a
// visitor would, so that the HTML that comes later (answers, templates, settings) passes through the
// policy. Every widget fixture, as printed, is served under the same header by the hardening suite
// (tests/hardening/fixtures.spec.ts). The header also stops any other policy (a library's own).
const CSP = "require-trusted-types-for 'script'; trusted-types ha-widgets";

/** Serves `path` with the header and records every violation not from the fixture's own inline scripts. */
async function enforced(page: Page, path: string): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    // The fixture's own inline script (the event calendar's moves its dates to this month) is the
    // page's, not ours: only violations from elsewhere count.
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.sourceFile !== location.href)
        w.violations.push(`${event.violatedDirective}: ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
  });
  await page.goto(path);
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test.describe('Trusted Types: HTML from answers, templates and settings', () => {
  test('a dropbar template (its script, its nested widget) loads and runs', async ({ page }) => {
    const violations = await enforced(page, '/widgets/dropbar.html');
    const help = widget(page, 'd70b003');
    await expectReady(help);
    await help.locator('.ha-dropbar__button').click();
    await expect(help.getByRole('heading', { name: 'Help centre' })).toBeVisible();
    await expect(page.locator('#dropbar-script-runs')).toHaveText('Template script runs: 1');
    await expectReady(widget(page, 't5023'));
    expect(await violations()).toEqual([]);
  });

  test('a text scroll effect splits its lines again on a resize and gives its text back, through the DOM', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const violations = await enforced(page, '/widgets/text-scroll.html');
    const scroll = widget(page, 'ts00004');
    await scroll.scrollIntoViewIfNeeded();
    await expectReady(scroll);
    const text = scroll.locator('.ha-split-lines');
    const before = await text.locator('.line').count();
    await page.setViewportSize({ width: 480, height: 800 });
    await expect.poll(() => text.locator('.line').count()).toBeGreaterThan(before);
    await expect(text.locator('.ha-line-mask')).toHaveCount(await text.locator('.line').count());
    await scroll.evaluate((el) => window.haWidgets!.unmount(el));
    // The fixture prints plain text there.
    expect(await text.evaluate((el) => [el.childElementCount, el.textContent!.trim()])).toEqual([0, 'Here the cover slides away to the right, line after line, like a page being wiped clean.']);
    expect(await violations()).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('a post tab answer is shown', async ({ page }) => {
    const violations = await enforced(page, '/widgets/post-tab.html');
    const posts = widget(page, '5a1c3e7');
    await posts.scrollIntoViewIfNeeded();
    await expectReady(posts);
    await posts.getByRole('tab', { name: 'Design' }).click();
    await expect(posts.locator('.ha-post-tab-title:visible')).toHaveText([
      'Colour systems that scale',
      'Spring release notes',
      'Type pairing for long reads',
    ]);
    expect(await violations()).toEqual([]);
  });

  test("a YouTube player loads the provider's API and plays", async ({ page }) => {
    await stubProviders(page);
    const violations = await enforced(page, '/widgets/video-player.html');
    const youtube = widget(page, 'a1b2c03');
    await youtube.scrollIntoViewIfNeeded();
    await expectReady(youtube);
    await youtube.getByRole('button', { name: 'Play Launch keynote' }).click();
    await expect(youtube.getByRole('button', { name: 'Pause Launch keynote' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("an event's popup shows its icons and its description", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-06-11T10:00:00'));
    const violations = await enforced(page, '/widgets/event-calendar.html');
    const calendar = widget(page, 'e1a2b3c');
    await calendar.scrollIntoViewIfNeeded();
    await expectReady(calendar);
    await calendar.locator('.fc-event', { hasText: 'Design workshop' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup.locator('.ha-ec-popup-desc strong')).toHaveText('Hands-on');
    await expect(popup.locator('.ha-ec-time-icon svg')).toHaveCount(1);
    expect(await violations()).toEqual([]);
  });
});
