// `npm run bench`: builds, then loads every fixture page in headless Chromium with 4x CPU throttling
// and measures what a visitor pays: bytes of our scripts and styles, time until every widget is
// ready, the longest task, total blocking time (tasks over 50 ms), layout shift and JS heap.
// Prints a table and writes bench/results.json.
import { chromium } from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../build.mjs';
import { createServer } from '../server/index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.HA_BENCH_PORT ?? 4390);
const THROTTLE = 4;

const OBSERVE = () => {
  const w = window;
  w.__bench = { longest: 0, blocking: 0, shift: 0, lastMount: 0 };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      w.__bench.longest = Math.max(w.__bench.longest, task.duration);
      w.__bench.blocking += Math.max(0, task.duration - 50);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__bench.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('ha:mount', () => (w.__bench.lastMount = performance.now()));
};

async function pages() {
  const out = [];
  for (const folder of ['widgets', 'core']) {
    for (const name of (await fs.readdir(path.join(root, 'fixtures', folder))).filter((n) => n.endsWith('.html')).sort())
      out.push(`/${folder}/${name}`);
  }
  return out;
}

async function measure(browser, url, types) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route((u) => !['localhost', '127.0.0.1'].includes(u.hostname), (r) => r.abort());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  let bytes = 0;
  page.on('response', async (response) => {
    if (!response.url().includes('/dist/')) return;
    const body = await response.body().catch(() => null);
    if (body) bytes += Number(response.headers()['content-length'] ?? body.length);
  });
  await page.addInitScript(OBSERVE);
  await page.goto(`http://localhost:${PORT}${url}`);
  for (let i = 0; i < 40; i++) {
    const done = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2);
    if (done) break;
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
  }
  // Every wrapper of a built (or registered) type has left `loading`.
  await page
    .waitForFunction(
      (known) =>
        [...document.querySelectorAll('[data-widget_type]')]
          .filter((el) => known.includes(el.getAttribute('data-widget_type').split('.')[0]))
          .every((el) => ['ready', 'error'].includes(el.getAttribute('data-ha-state'))),
      types,
      { timeout: 15000 },
    )
    .catch(() => {});
  await page.waitForTimeout(300);
  const result = await page.evaluate(() => ({
    ...window.__bench,
    widgets: document.querySelectorAll('[data-ha-state]').length,
    ready: document.querySelectorAll('[data-ha-state="ready"]').length,
  }));
  const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await page.close();
  return { url, ...result, bytes, heap };
}

await build();
const server = createServer().listen(PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results = [];
try {
  const manifest = JSON.parse(await fs.readFile(path.join(root, 'dist', 'manifest.json'), 'utf8'));
  const types = [...Object.keys(manifest.types), 'acme-probe', 'acme-broken'];
  for (const url of await pages()) results.push(await measure(browser, url, types));
} finally {
  await browser.close();
  server.close();
}

const kb = (n) => (n / 1024).toFixed(1);
console.log(`\n${'page'.padEnd(34)} ${'ready'.padStart(7)} ${'dist KB'.padStart(8)} ${'ready ms'.padStart(9)} ${'long ms'.padStart(8)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'heap MB'.padStart(8)}`);
for (const r of results)
  console.log(
    `${r.url.padEnd(34)} ${`${r.ready}/${r.widgets}`.padStart(7)} ${kb(r.bytes).padStart(8)} ${Math.round(r.lastMount).toString().padStart(9)} ${Math.round(r.longest).toString().padStart(8)} ${Math.round(r.blocking).toString().padStart(7)} ${r.shift.toFixed(3).padStart(6)} ${(r.heap / 1048576).toFixed(1).padStart(8)}`,
  );
await fs.writeFile(path.join(root, 'bench', 'results.json'), JSON.stringify({ throttle: THROTTLE, date: new Date().toISOString(), results }, null, 2) + '\n');
console.log(`\n${THROTTLE}x CPU throttling; dist KB = bytes of our files transferred; written to bench/results.json`);
