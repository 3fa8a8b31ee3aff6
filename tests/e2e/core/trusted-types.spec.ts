import { readdirSync } from 'node:fs';
import { test, expect } from '../helpers';

// Every widget fixture served as a site with Trusted Types enforced and only our policy allowed:
// every widget must settle ready (or in error only for markup the fixture leaves out on purpose),
// with no violation. The header also stops any other policy (a library's own) from being created.
const CSP = "require-trusted-types-for 'script'; trusted-types ha-widgets";

const fixtures = readdirSync(new URL('../../../fixtures/widgets/', import.meta.url)).filter((name) => name.endsWith('.html'));

interface Outcome {
  violations: string[];
  states: { id: string; type: string; state: string | null; error: string }[];
}

test.describe('Trusted Types on every fixture', () => {
  for (const name of fixtures) {
    test(`/widgets/${name}: every widget settles, no violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { violations: string[]; failures: Map<Element, string> };
        w.violations = [];
        w.failures = new Map();
        // The fixture's own inline script (the event calendar's moves its dates to this month) is the
        // page's, not ours: only violations from elsewhere count.
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.sourceFile !== location.href)
            w.violations.push(`${event.violatedDirective}: ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
        });
        document.addEventListener('ha:error', (event) => {
          const error = (event as CustomEvent<{ error?: unknown }>).detail.error;
          w.failures.set(event.target as Element, error instanceof Error ? error.message : String(error));
        });
      });
      await page.route(`**/widgets/${name}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
      });
      await page.goto(`/widgets/${name}`);
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
      const unsettled = outcome.states.filter(
        ({ state, error }) => state !== 'ready' && !(state === 'error' && error.startsWith('missing markup')),
      );
      expect(unsettled, 'widgets that did not end ready').toEqual([]);
    });
  }
});
