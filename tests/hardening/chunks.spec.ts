// Chunk faults on one page that holds the first widget of every fixture (built in the page from
// fixtures/widgets/*, so a widget added later is on it). Each widget's own chunk fails once, in one
// of six ways (404, 500, a dropped connection, no answer until the timeout, a syntax error, a module
// that throws), over two page loads: that widget ends `error`, every other ends `ready`, some of them
// (a widget whose tiny entry the build folded into a shared chunk has that chunk as its own: every
// widget that loads it ends `error` with it)
// after a chunk that came late or a stylesheet that never came. A third load loses the runtime chunk:
// every widget ends `error`. Nothing is uncaught.
import type { Page } from '@playwright/test';
import { expect, FIXTURES, KNOWN_FINDINGS, test } from './page';
import { builtManifest, clear, routeTrap, settle } from './recorder';
import { count, findingCount, verdict } from './verdict';

const COMPOSITE = '/widgets/__hardening-all.html';
// Long enough for fifty chunks at once on a busy machine; a chunk never answered fails after two of these (one retry).
const CHUNK_TIMEOUT = 6000;
const FAULTS = ['404', '500', 'dropped', 'timeout', 'syntax error', 'throws'] as const;
type Fault = (typeof FAULTS)[number] | 'late' | 'no stylesheet';

/** The page builds itself: each fixture's first top-level widget, then the loader. */
function build(fixtures: string[], types: string[], chunkTimeout: number): void {
  const known = new Set(types);
  const typeOf = (el: Element) => (el.getAttribute('data-widget_type') ?? '').split('.')[0];
  (window as unknown as { haWidgetsConfig: object }).haWidgetsConfig = { chunkTimeout };
  (window as unknown as { __built: Promise<Record<string, string>> }).__built = (async () => {
    const placed: Record<string, string> = {};
    const pages = await Promise.all(fixtures.map((name) => fetch(`/widgets/${name}`).then((r) => r.text())));
    pages.forEach((html, i) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const first = [...doc.querySelectorAll('[data-widget_type]')].find((el) => known.has(typeOf(el)) && !el.parentElement?.closest('[data-widget_type]'));
      if (!first) return;
      const section = document.createElement('section');
      section.append(document.importNode(first, true));
      for (const el of section.querySelectorAll('[data-widget_type]')) el.setAttribute('data-ha-trigger', 'eager');
      document.body.append(section);
      placed[first.getAttribute('data-id')!] = `${fixtures[i]} ${typeOf(first)}`;
    });
    const loader = document.createElement('script');
    loader.src = '/dist/ha-widgets.js';
    document.head.append(loader);
    return placed;
  })();
}

async function openComposite(page: Page): Promise<Record<string, string>> {
  const types = Object.keys(builtManifest().types);
  await page.route(`**${COMPOSITE}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html lang="en"><head><title>Every widget</title><link rel="stylesheet" href="/dist/ha-widgets.css"></head><body>' +
        `<script>(${build.toString()})(${JSON.stringify(FIXTURES.filter((name) => !(name in KNOWN_FINDINGS)))}, ${JSON.stringify(types)}, ${CHUNK_TIMEOUT})</script></body></html>`,
    }),
  );
  await page.goto(COMPOSITE);
  return page.evaluate(() => (window as unknown as { __built: Promise<Record<string, string>> }).__built);
}

async function fail(page: Page, file: string, fault: Fault): Promise<void> {
  const path = new RegExp(`/dist/${file.replace(/[.]/g, '\\.')}(\\?.*)?$`);
  await page.route(path, async (route) => {
    switch (fault) {
      case '404':
        return route.fulfill({ status: 404, body: 'Not found' });
      case '500':
        return route.fulfill({ status: 500, body: 'oops' });
      case 'dropped':
        return route.abort('connectionreset');
      case 'timeout':
        return; // never answered
      case 'syntax error':
        return route.fulfill({ contentType: 'text/javascript', body: 'export default {' });
      case 'throws':
        return route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("hardening: a chunk that throws");' });
      case 'no stylesheet':
        return route.fulfill({ status: 404, body: '' });
      case 'late':
        await new Promise((resolve) => setTimeout(resolve, 1200));
        return route.continue();
    }
  });
}

test('every widget on one page: each chunk fault fails its widget alone; a lost runtime fails all', async ({ page, watch }) => {
  const manifest = builtManifest();
  const placed = await openComposite(page);
  const clean = await verdict(page, watch, 'all widgets, no fault', { ready: Object.keys(placed) });
  expect.soft(clean.findings).toEqual([]);
  const typeOfId = (id: string) => placed[id].split(' ')[1];
  const folders = [...new Set(Object.keys(placed).map((id) => manifest.types[typeOfId(id)].folder))].sort();
  const chunkOf = (folder: string) => Object.values(manifest.types).find((type) => type.folder === folder)!;
  // The folders by the chunk holding their definition: several where tiny entries were folded into one.
  const byChunk = new Map<string, string[]>();
  for (const folder of folders) byChunk.set(chunkOf(folder).chunk, [...(byChunk.get(chunkOf(folder).chunk) ?? []), folder]);

  for (const half of [0, 1]) {
    clear(watch);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await routeTrap(page);
    const broken = new Map<string, Fault>();
    for (const [i, [chunk, members]] of [...byChunk].entries()) {
      if (i % 2 === half) broken.set(chunk, FAULTS[Math.floor(i / 2) % FAULTS.length]);
      else if (i % 4 === (half ? 0 : 1)) await fail(page, chunk, 'late');
      else for (const { css } of members.map(chunkOf)) if (css?.length) await fail(page, css[css.length - 1], 'no stylesheet');
      if (broken.has(chunk)) await fail(page, chunk, broken.get(chunk)!);
    }
    // A widget fails with a broken chunk it loads, its own or a shared one that holds another's definition.
    const faulted = new Map<string, Fault>();
    for (const folder of folders) {
      const hit = [chunkOf(folder).chunk, ...chunkOf(folder).deps].find((file) => broken.has(file));
      if (hit) faulted.set(folder, broken.get(hit)!);
    }
    await openComposite(page);
    const ready = Object.keys(placed).filter((id) => !faulted.has(manifest.types[typeOfId(id)].folder));
    const result = await verdict(page, watch, `faults, half ${half + 1}`, { ready }, 2 * CHUNK_TIMEOUT + 5000);
    const notFailed = Object.keys(placed).filter((id) => faulted.has(manifest.types[typeOfId(id)].folder) && result.states[id] !== 'error');
    expect
      .soft([...result.findings, ...notFailed.map((id) => `${placed[id]} (${faulted.get(manifest.types[typeOfId(id)].folder)}) ended ${result.states[id]}, not error`)])
      .toEqual([]);
    count('chunk', { loads: 1, faults: broken.size, late: byChunk.size - broken.size, violations: findingCount(result.findings) + notFailed.length });
  }

  clear(watch);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
    await routeTrap(page);
  await fail(page, manifest.runtime, '404');
  await openComposite(page);
  const { states } = await settle(page, 2 * CHUNK_TIMEOUT + 5000);
  const lost = await verdict(page, watch, 'no runtime', { ready: [] });
  const notFailed = Object.entries(states).filter(([, state]) => state !== 'error');
  expect.soft([...lost.findings, ...notFailed.map(([id, state]) => `no runtime: ${id} ended ${state}, not error`)]).toEqual([]);
  count('chunk', { loads: 1, faults: 1, violations: findingCount(lost.findings) + notFailed.length });
});
