// The missing-markup error for every widget type: an empty container never says `ready`. One page,
// generated from every widget folder's meta.ts, holds a bare element of each type with nothing in it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../helpers';

const widgetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/widgets');

/** Every `data-widget_type` name the widgets declare (meta.ts `types`). */
const types = readdirSync(widgetsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const meta = readFileSync(path.join(widgetsDir, entry.name, 'meta.ts'), 'utf8');
    const list = meta.match(/types:\s*\[([^\]]*)\]/)?.[1] ?? '';
    const names = [...list.matchAll(/['"]([\w-]+)['"]/g)].map((match) => match[1]);
    if (!names.length) throw new Error(`no types in src/widgets/${entry.name}/meta.ts`);
    return names;
  })
  .sort();

const widgets = types.map((type, n) => ({ type, id: `empty-${n + 1}` }));

// As the fixtures include them, without a config: the warning must come without debug too. Each
// element mounts at once, whatever its type's own trigger.
const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Missing markup</title>
<link rel="stylesheet" href="/assets/fixture.css">
<link rel="stylesheet" href="/dist/ha-widgets.css">
<script src="/dist/ha-widgets.js" defer blocking="render"></script>
</head>
<body>
${widgets.map(({ type, id }) => `<div data-widget_type="${type}.default" data-id="${id}" data-settings="{}" data-ha-trigger="eager"></div>`).join('\n')}
</body>
</html>
`;

const URL_PATH = '/core/missing-markup.generated.html';

test('every widget type in an empty container ends in error with one ha:error and one warning, never ready', async ({ page, problems }) => {
  test.setTimeout(60_000);
  expect(types.length).toBeGreaterThan(40);
  await page.route(`**${URL_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.addInitScript(() => {
    const seen = { errors: [] as string[], mounts: [] as string[], ready: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    document.addEventListener('ha:error', (event) => seen.errors.push((event as CustomEvent).detail.id));
    document.addEventListener('ha:mount', (event) => seen.mounts.push((event as CustomEvent).detail.id));
    // Every state an element passes through, not only the last.
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (element.dataset.haState === 'ready') seen.ready.push(element.dataset.id ?? '');
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-ha-state'] });
  });
  await page.goto(URL_PATH);

  const all = page.locator('[data-widget_type]');
  await expect(all).toHaveCount(widgets.length);
  await expect(page.locator('[data-widget_type][data-ha-state="error"]')).toHaveCount(widgets.length, { timeout: 30_000 });
  // A task more for late events or a late `ready`.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));

  const states = await all.evaluateAll((elements) => elements.map((el) => `${el.getAttribute('data-id')}=${el.getAttribute('data-ha-state')}`));
  expect(states).toEqual(widgets.map(({ id }) => `${id}=error`));

  const seen = await page.evaluate(() => (window as unknown as { seen: { errors: string[]; mounts: string[]; ready: string[] } }).seen);
  expect(seen.ready, 'never ready').toEqual([]);
  expect(seen.mounts, 'no ha:mount').toEqual([]);
  expect([...seen.errors].sort(), 'one ha:error per element').toEqual(widgets.map(({ id }) => id).sort());

  // Exactly one warning per element, naming its type, its id and the selector it looked for.
  const ours = problems.warnings.filter((text) => text.startsWith('[ha-widgets]'));
  const wrong: string[] = [];
  for (const { type, id } of widgets) {
    const about = ours.filter((text) => text.includes(`#${id}:`));
    if (about.length !== 1) wrong.push(`${type} #${id}: ${about.length} warnings ${JSON.stringify(about)}`);
    else if (!new RegExp(`^\\[ha-widgets\\] ${type} #${id}: missing markup: found no ".+"$`).test(about[0]))
      wrong.push(`${type} #${id}: ${JSON.stringify(about[0])}`);
  }
  expect(wrong).toEqual([]);
  expect(ours).toHaveLength(widgets.length);
  expect(problems.errors.filter((text) => text.startsWith('pageerror:'))).toEqual([]);
});
