// `npm pack` of the repository, installed offline into a scratch project: its types compile with no
// React types present, and its dist/, served to Chromium, mounts an accordion.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OFFLINE_HOSTS } from '../../scripts/chromium.mjs';
import { STRICT, ensureBuilt, root, scratch, tsc, write } from './helpers.mjs';

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const quiet = { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] };

const CONSUMER = `
import { defineWidget, haWidgets, type HaWidgetsApi } from 'ha-widgets';

const plain = defineWidget<{ n: number }>({ setup: ({ element, settings }) => void (element.title = String(settings.n)) });
haWidgets().then((api: HaWidgetsApi) => api.register('my-plain', plain));
window.haWidgets?.scan();
`;

const TYPES = { 'ha-accordion.default': 'ready' };

const MIME = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.html': 'text/html' };

/** One accordion as the page builder prints it, the installed package's loader, and the ESM API used before and after it. */
const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>ha-widgets package</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/dist/ha-widgets.css">
<script type="module">
  import { haWidgets } from '/dist/index.js';
  window.beforeLoader = haWidgets().then((api) => api.version);
</script>
<script src="/dist/ha-widgets.js" defer></script>
<script type="module">
  import { haWidgets } from '/dist/index.js';
  window.afterLoader = haWidgets().then((api) => api.version);
</script>
</head><body>
<div class="elementor-element elementor-element-a11 elementor-widget elementor-widget-ha-accordion ha-accordion" data-id="a11" data-element_type="widget" data-widget_type="ha-accordion.default">
  <div class="elementor-widget-container">
    <div class="ha-accordion__wrapper" role="tablist">
      <div class="ha-accordion__item">
        <div id="ha-accordion__item-title-1" class="ha-accordion__item-title" data-tab="1" role="tab" aria-controls="ha-accordion__item-content-1">
          <div class="ha-accordion__item-title-inner"><span class="ha-accordion__item-title-text">Shipping</span></div>
        </div>
        <div id="ha-accordion__item-content-1" class="ha-accordion__item-content" data-tab="1" role="tabpanel" aria-labelledby="ha-accordion__item-title-1"><p>Two working days.</p></div>
      </div>
      <div class="ha-accordion__item">
        <div id="ha-accordion__item-title-2" class="ha-accordion__item-title" data-tab="2" role="tab" aria-controls="ha-accordion__item-content-2">
          <div class="ha-accordion__item-title-inner"><span class="ha-accordion__item-title-text">Returns</span></div>
        </div>
        <div id="ha-accordion__item-content-2" class="ha-accordion__item-content" data-tab="2" role="tabpanel" aria-labelledby="ha-accordion__item-title-2"><p>Thirty days.</p></div>
      </div>
    </div>
  </div>
</div>
</body></html>`;

/** Serves `/` (the page) and `/dist/*` from `distDir` on 127.0.0.1 at a free port; records every 4xx/5xx. */
function serve(distDir, failures) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    const file = path.join(distDir, decodeURIComponent(url.pathname.replace(/^\/dist\//, '')));
    if (!url.pathname.startsWith('/dist/') || !file.startsWith(distDir + path.sep) || !existsSync(file)) {
      failures.push(`${req.method} ${url.pathname} 404`);
      return res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' }).end(await fs.readFile(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('npm package', { timeout: 90_000 }, () => {
  let work;
  let project;
  let files;
  const cleanup = [];

  before(async () => {
    ensureBuilt();
    work = await scratch('pack');
    // The build already ran (first step of npm test); --ignore-scripts skips the prepack rebuild.
    const [packed] = JSON.parse(execFileSync(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root, ...quiet }));
    files = packed.files.map((f) => f.path);
    project = path.join(work, 'consumer');
    await write(project, { 'package.json': { name: 'consumer', version: '1.0.0', private: true, type: 'module' } });
    // Offline: the package has no dependencies to fetch (dist bundles the runtime's packages).
    execFileSync(npm, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', path.join(work, packed.filename)], { cwd: project, ...quiet });
  });

  after(async () => {
    for (const close of cleanup) await close();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  it('holds dist, the readme, the license and the changelog, and nothing else', () => {
    for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/ha-widgets.js', 'dist/ha-widgets.css', 'dist/ha-widgets.d.ts', 'dist/index.js', 'dist/index.d.ts', 'dist/manifest.json'])
      assert.ok(files.includes(file), `${file} is not in the package`);
    const strays = files.filter((f) => !/^(dist\/|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/.test(f));
    assert.deepEqual(strays, []);
  });

  it('installs with no dependencies, with the version stamped into the loader and the manifest', async () => {
    const installed = path.join(project, 'node_modules', 'ha-widgets');
    assert.deepEqual(await fs.readdir(path.join(project, 'node_modules')).then((names) => names.filter((n) => !n.startsWith('.'))), ['ha-widgets']);
    const manifest = JSON.parse(await fs.readFile(path.join(installed, 'dist', 'manifest.json'), 'utf8'));
    assert.equal(manifest.version, pkg.version);
    assert.ok((await fs.readFile(path.join(installed, 'dist', 'ha-widgets.js'), 'utf8')).includes(JSON.stringify(pkg.version)), 'the loader does not carry the version');
  });

  for (const resolution of ['NodeNext', 'Bundler']) {
    it(`types compile with no React types present (moduleResolution ${resolution})`, async () => {
      await write(project, {
        'consumer.ts': CONSUMER,
        [`tsconfig.${resolution}.json`]: { compilerOptions: { ...STRICT, module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext', moduleResolution: resolution }, files: ['consumer.ts'] },
      });
      assert.equal(existsSync(path.join(project, 'node_modules', '@types', 'react')), false);
      const result = tsc(project, `tsconfig.${resolution}.json`);
      assert.ok(result.ok, result.output);
    });
  }

  let page;
  const failures = [];
  const errors = [];

  it('serves its dist/ to a page where an accordion mounts and the ESM API resolves', async () => {
    const server = await serve(path.join(project, 'node_modules', 'ha-widgets', 'dist'), failures);
    cleanup.push(() => new Promise((done) => server.close(done)));
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, OFFLINE_HOSTS] });
    cleanup.unshift(() => browser.close());
    page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    for (const [type, state] of Object.entries(TYPES))
      await page.waitForSelector(`[data-widget_type="${type}"][data-ha-state="${state}"]`, { timeout: 20_000 });
    assert.equal(await page.evaluate(() => window.afterLoader), pkg.version);
    assert.deepEqual(failures, []);
    assert.deepEqual(errors, []);
  });

  // A loader that does not know the queue yet makes this a todo rather than a failure.
  const drains = existsSync(path.join(root, 'dist', 'ha-widgets.js')) && readFileSync(path.join(root, 'dist', 'ha-widgets.js'), 'utf8').includes('haWidgetsQueue');
  it('resolves haWidgets() called before the loader, through window.haWidgetsQueue', { todo: drains ? false : 'the loader does not drain window.haWidgetsQueue yet' }, async () => {
    assert.ok(page, 'the page did not load');
    const queued = await page.evaluate(() => Promise.race([window.beforeLoader, new Promise((done) => setTimeout(() => done('never resolved'), 3000))]));
    assert.equal(queued, pkg.version);
  });
});
