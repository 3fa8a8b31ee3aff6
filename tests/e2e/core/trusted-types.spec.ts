import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, widget, expectReady } from '../helpers';
import { stubProviders } from '../media-stubs';

// Every widget fixture served as a site with Trusted Types enforced and only our policy allowed:
// every widget must settle ready (or in error only for markup the fixture leaves out on purpose),
// with no violation. The header also stops any other policy (a library's own) from being created.
const CSP = "require-trusted-types-for 'script'; trusted-types ha-widgets";

const fixtures = readdirSync(new URL('../../../fixtures/widgets/', import.meta.url)).filter((name) => name.endsWith('.html'));

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

interface Outcome {
  violations: string[];
  states: { id: string; type: string; state: string | null; error: string }[];
}

test.describe('Trusted Types on every fixture', () => {
  for (const name of fixtures) {
    test(`/widgets/${name}: every widget settles, no violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { failures: Map<Element, string> };
        w.failures = new Map();
        document.addEventListener('ha:error', (event) => {
          const error = (event as CustomEvent<{ error?: unknown }>).detail.error;
          w.failures.set(event.target as Element, error instanceof Error ? error.message : String(error));
        });
      });
      const violations = await enforced(page, `/widgets/${name}`);
      await page.waitForFunction(() => window.haWidgets !== undefined);
      const outcome: Outcome = await page.evaluate(async () => {
        const w = window as unknown as { violations: string[]; failures: Map<Element, string> };
        const elements = [...document.querySelectorAll<HTMLElement>('[data-widget_type]')].filter((element) =>
          element.getAttribute('data-widget_type')!.startsWith('ha-'),
        );
        // Every widget now, whatever its trigger: one page load covers the whole fixture.
        await Promise.race([
          Promise.all(elements.map((element) => window.haWidgets!.mount(element))),
          new Promise((resolve) => setTimeout(resolve, 8000)),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return {
          violations: w.violations,
          states: elements
            .filter((element) => window.haWidgets!.get(element))
            .map((element) => ({
              id: element.dataset.id ?? '',
              type: element.getAttribute('data-widget_type')!,
              state: element.getAttribute('data-ha-state'),
              error: w.failures.get(element) ?? '',
            })),
        };
      });
      expect(outcome.violations, 'Trusted Types violations').toEqual([]);
      expect(await violations()).toEqual([]);
      const unsettled = outcome.states.filter(
        ({ state, error }) => state !== 'ready' && !(state === 'error' && error.startsWith('missing markup')),
      );
      expect(unsettled, 'widgets that did not end ready').toEqual([]);
    });
  }
});

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
