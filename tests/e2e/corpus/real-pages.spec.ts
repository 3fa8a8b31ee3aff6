// The compatibility suite: each real exported page, its own scripts removed and the loader injected,
// every request that leaves the test server blocked, scrolled through like a visitor. Every widget
// of a type with behaviour must reach `ready` and do its job, with no error from our code; then the
// same with a page builder front end (a stand-in) already on the page.
import type { Page } from '@playwright/test';
import { test, expect, countMounts, mountCounts, type PageProblems } from '../helpers';
import { CHECKS, closePopups } from './checks';
import { builtTypes, realPages } from './pages';

const MODES = [
  { name: 'standalone', query: '' },
  { name: 'with the page builder front end', query: '?frontend=stand-in' },
];

/** Errors from ha-widgets: thrown from dist/ or logged by it. The pages' own inline scripts fail without jQuery. */
function ourErrors(problems: PageProblems, thrown: string[]): string[] {
  return [
    ...thrown.filter((stack) => stack.includes('/dist/')),
    ...problems.errors.filter((text) => /^\[ha-widgets\]|^Loading chunk/.test(text)),
  ];
}

async function scrollThrough(page: Page): Promise<void> {
  await page.mouse.move(10, 10);
  for (let step = 0; step < 200; step++) {
    const done = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2);
    if (done) break;
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(60);
  }
}


const built = builtTypes();

for (const realPage of realPages()) {
  test.describe(realPage.file, () => {
    test('every type the page needs is built', () => {
      expect(realPage.types.filter((type) => !built.has(type))).toEqual([]);
    });

    for (const mode of MODES) {
      test(`widgets come alive and work (${mode.name})`, async ({ page, problems }) => {
        test.setTimeout(120_000);
        const thrown: string[] = [];
        page.on('pageerror', (error) => thrown.push(`${error.message}\n${error.stack ?? ''}`));
        await countMounts(page);
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`/real/${realPage.file}${mode.query}`);
        await scrollThrough(page);
        await closePopups(page);

        const wrappers = page.locator('[data-widget_type]');
        const all = await wrappers.evaluateAll((els) =>
          els.map((el) => ({ id: el.getAttribute('data-id')!, type: el.getAttribute('data-widget_type')!.split('.')[0] })),
        );
        const ours = all.filter((w) => built.has(w.type));
        for (const w of ours) await expect(page.locator(`[data-id="${w.id}"]`), `${w.type} #${w.id}`).toHaveAttribute('data-ha-state', 'ready', { timeout: 15_000 });

        const rows: string[] = [];
        let passed = 0;
        for (const w of ours) {
          const check = CHECKS[w.type];
          expect(check, `a behaviour check for ${w.type}`).toBeDefined();
          const saw = await check(page.locator(`[data-id="${w.id}"]`));
          passed += 1;
          rows.push(`  ${w.type.padEnd(26)} #${w.id.padEnd(9)} ${saw}`);
        }
        const mounts = await mountCounts(page);
        expect(Object.values(mounts).filter((n) => n !== 1), 'no widget initialised twice').toEqual([]);
        expect(ourErrors(problems, thrown)).toEqual([]);

        console.log(
          `\n${realPage.file} (${mode.name}): ${all.length} widgets found, ${ours.length} with behaviour, ` +
            `${ours.length} ready, ${passed}/${ours.length} behaviour checks passed\n${rows.join('\n')}`,
        );
      });
    }
  });
}
