// One page load as a visitor on a slow phone would see it: Chromium with the CPU throttled, the page
// scrolled through so that widgets mounting on visibility mount, until every widget of ours has left
// `loading`. Collects requests, long tasks (with the scripts that ran in them), layout shifts,
// main-thread time (CDP Performance metrics), the JS heap after a forced GC and, when asked, a CPU profile.
import { attributeTasks, ownTask, summariseTasks } from './attribution.mjs';

/** 4x, or `--throttle=N` (a higher rate stands in for a slower machine). */
export const THROTTLE = Number(process.argv.find((a) => a.startsWith('--throttle='))?.split('=')[1] ?? 4);
const VIEWPORT = { width: 1280, height: 900 };

/** Runs in the page before its scripts: counts widgets settling (ready or error) and keeps the last time. */
export const COUNT_SETTLES = () => {
  const bench = (window.__bench = { settled: 0, lastSettle: 0 });
  const settle = () => {
    bench.settled++;
    bench.lastSettle = performance.now();
  };
  document.addEventListener('ha:mount', settle);
  document.addEventListener('ha:error', settle);
};

/** Runs in the page before its scripts, after COUNT_SETTLES: records long tasks, long animation frames and shifts. */
const OBSERVE = () => {
  const bench = Object.assign(window.__bench, { tasks: [], frames: [], shifts: [] });
  const observe = (type, each) => new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
  observe('longtask', (task) => bench.tasks.push({ start: task.startTime, duration: task.duration }));
  observe('long-animation-frame', (frame) =>
    bench.frames.push({
      start: frame.startTime,
      duration: frame.duration,
      scripts: frame.scripts.map((s) => ({
        url: s.sourceURL,
        fn: s.sourceFunctionName,
        pos: s.sourceCharPosition,
        type: s.invokerType,
        start: s.startTime,
        duration: s.duration,
        forced: s.forcedStyleAndLayoutDuration,
      })),
    }),
  );
  observe('layout-shift', (shift) => {
    if (shift.hadRecentInput) return;
    const where = (node) => {
      const element = node?.nodeType === 1 ? node : node?.parentElement;
      const name = (wrapper) => `${wrapper.dataset.widget_type.split('.')[0]}#${wrapper.dataset.id}`;
      const wrapper = element?.closest('[data-widget_type]');
      const inside = !wrapper && element?.querySelector('[data-widget_type]');
      return wrapper ? name(wrapper) : `${element?.localName ?? '?'}${inside ? ` holding ${name(inside)}` : ''}`;
    };
    bench.shifts.push({ time: shift.startTime, value: shift.value, sources: [...new Set(shift.sources.map((s) => where(s.node)))] });
  });
};

/**
 * Runs in the page: scrolls down three quarters of a viewport per frame until a marker after the last
 * element is in view (an IntersectionObserver says so: reading the page height would force a layout).
 * Callbacks are functions of ours, not the bare `resolve`, so that their time is named bench-harness.
 */
const SCROLL_THROUGH = async () => {
  let atEnd = false;
  const end = document.createElement('div');
  end.style.height = '1px';
  document.body.append(end);
  new IntersectionObserver(([entry]) => (atEnd = entry.isIntersecting)).observe(end);
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0)));
  await frame();
  for (let step = 1; !atEnd && step < 3000; step++) {
    scrollTo(0, step * innerHeight * 0.75);
    await frame();
  }
  end.remove();
};

/**
 * Runs in the page: brings any widget still waiting into view, one at a time until the loader has
 * picked it up (missed while the loader was starting, or scrolled past), then waits until every
 * wrapper of ours has settled (ready or error) or nothing has settled for `quietMs`. Ours = a built
 * type, or any wrapper the loader has marked (registered types). Returns the wrappers left waiting.
 */
const SETTLE = async ({ types, quietMs, timeoutMs }) => {
  const started = performance.now();
  const pause = (ms) => new Promise((resolve) => setTimeout(() => resolve(), ms));
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const ours = (el) => types.includes(el.dataset.widget_type.split('.')[0]) || el.hasAttribute('data-ha-state');
  const pending = () =>
    [...document.querySelectorAll('[data-widget_type]')].filter(
      (el) => ours(el) && !['ready', 'error'].includes(el.getAttribute('data-ha-state')),
    );
  for (const el of pending()) {
    if (el.hasAttribute('data-ha-state') || !el.getClientRects().length) continue;
    el.scrollIntoView({ block: 'center' });
    for (const start = performance.now(); !el.hasAttribute('data-ha-state') && performance.now() - start < 1500; ) await frame();
  }
  let seen = -1;
  let quietSince = performance.now();
  while (pending().length && performance.now() - started < timeoutMs) {
    if (window.__bench.settled !== seen) (seen = window.__bench.settled), (quietSince = performance.now());
    else if (performance.now() - quietSince > quietMs) break;
    await pause(100);
  }
  return pending().map((el) => `${el.dataset.widget_type.split('.')[0]}#${el.dataset.id}${el.getClientRects().length ? '' : ' (hidden)'}`);
};

/**
 * Runs in the page: one unmount/mount cycle of every wrapper of ours through the public API (or only
 * mounting, which mounts those never seen); returns how many ended ready and how long it took.
 */
export const CYCLE = async ({ mountOnly }) => {
  const started = performance.now();
  const api = window.haWidgets;
  const ours = [...document.querySelectorAll('[data-widget_type^="ha-"]')];
  if (!mountOnly) for (const el of ours.filter((el) => !el.parentElement.closest('[data-widget_type^="ha-"]'))) api.unmount(el);
  await new Promise((resolve) => setTimeout(() => resolve(), 0));
  await Promise.all(ours.map((el) => api.mount(el)));
  return { ready: ours.filter((el) => el.getAttribute('data-ha-state') === 'ready').length, ms: Math.round(performance.now() - started) };
};

/**
 * Runs in the page: waits until every long task has its long animation frame, which names the scripts
 * that ran in it. Chromium delivers those entries late while the page is busy: read 500 ms after the
 * page settled, the last second of tasks had none and counted as no one's. Returns how many still have none.
 */
const FRAMES_REPORTED = async ({ timeoutMs }) => {
  const { tasks, frames } = window.__bench;
  const framed = (task) => frames.some((f) => task.start >= f.start - 1 && task.start < f.start + f.duration);
  const unframed = () => tasks.filter((task) => !framed(task)).length;
  for (const started = performance.now(); unframed() && performance.now() - started < timeoutMs; ) {
    await new Promise((resolve) => setTimeout(() => resolve(), 100));
  }
  return unframed();
};

/** Scrolls through the page so that widgets mounting on visibility mount, then waits for every widget to settle. */
export async function scrollAndSettle(page, { types, quietMs = 4000, timeoutMs = 120000 }) {
  await inPage(page, SCROLL_THROUGH);
  return inPage(page, SETTLE, { types, quietMs, timeoutMs });
}

/** Evaluates `fn(arg)` in the page under the URL `bench-harness`, so its own work is named in long-task entries. */
export const inPage = (page, fn, arg = null) => page.evaluate(`(${fn})(${JSON.stringify(arg)})\n//# sourceURL=bench-harness`);

const metrics = async (cdp) => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

/** A fresh context and page on the bench origin, CPU throttled, with CDP domains on. */
export async function openPage(browser, base, { throttle = THROTTLE } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.route((url) => !['localhost', '127.0.0.1'].includes(url.hostname), (route) => route.abort('blockedbyclient'));
  // A same-origin page first, so the measured navigation stays in this renderer and its CDP state.
  await page.goto(`${base}/bench-generated/blank.html`);
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp };
}

export async function forcedGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const dom = await cdp.send('Memory.getDOMCounters');
  return { heap, nodes: dom.nodes, listeners: dom.jsEventListeners, documents: dom.documents };
}

/**
 * The page's own layout shift: `url` loaded as `measurePage` loads it, scrolled through, with the
 * loader blocked. A shift that shows here (an image without size attributes that grows as it loads)
 * is the page's, not caused by mounting. Returns { shift, sources } as `measurePage` names them.
 */
export async function shiftWithoutLoader(browser, base, url, { waitMs = 2000 } = {}) {
  const { context, page } = await openPage(browser, base);
  try {
    await page.route('**/dist/ha-widgets.js', (route) => route.abort('blockedbyclient'));
    await page.addInitScript(COUNT_SETTLES);
    await page.addInitScript(OBSERVE);
    await page.goto(`${base}${url}`, { waitUntil: 'domcontentloaded', timeout: 120000 });
    await inPage(page, SCROLL_THROUGH);
    await page.waitForTimeout(waitMs);
    const shifts = await page.evaluate(() => window.__bench.shifts);
    return { shift: shifts.reduce((sum, s) => sum + s.value, 0), sources: [...new Set(shifts.flatMap((s) => s.sources))] };
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` and measures it. `types`: the built widget types; `locate(script)`: a source location
 * for a long-animation-frame script entry; `profile`: also record a CPU profile of the load;
 * `remount`: then also unmount and mount every widget once through the API and measure that alone
 * (mounting cost without the scrolling, waiting and animations of a page load).
 */
export async function measurePage(browser, base, url, { types, locate, profile = false, remount = false }) {
  const { context, page, cdp } = await openPage(browser, base);
  try {
    const requests = new Map();
    const transfer = new Map();
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => transfer.set(e.requestId, e.encodedDataLength));
    // Wall time (throttled, as a visitor waits) and the main thread's CPU time (steadier on a busy machine).
    const cpu = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await cpu.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('HeapProfiler.enable');
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.addInitScript(COUNT_SETTLES);
    await page.addInitScript(OBSERVE);
    const before = [await metrics(cdp), await metrics(cpu)];
    await page.goto(`${base}${url}`, { waitUntil: 'domcontentloaded', timeout: 120000 });
    const pending = await scrollAndSettle(page, { types });
    await page.waitForTimeout(500);
    const after = [await metrics(cdp), await metrics(cpu)];
    const unframedTasks = await inPage(page, FRAMES_REPORTED, { timeoutMs: 10000 });
    const cpuProfile = profile ? (await cdp.send('Profiler.stop')).profile : null;
    const observed = await page.evaluate(() => ({
      ...window.__bench,
      wrappers: [...document.querySelectorAll('[data-widget_type]')].map((el) => ({
        type: el.dataset.widget_type.split('.')[0],
        state: el.getAttribute('data-ha-state'),
      })),
    }));
    const memory = await forcedGc(cdp);
    // Timed in the page: the script a CDP evaluation starts is not in the Performance metrics.
    const remounted = remount ? await inPage(page, CYCLE, { mountOnly: false }) : null;

    const files = {};
    let bytes = 0;
    for (const [id, address] of requests) {
      const size = transfer.get(id) ?? 0;
      bytes += size;
      const { pathname } = new URL(address);
      if (pathname.startsWith('/dist/')) files[pathname.slice(6)] = (files[pathname.slice(6)] ?? 0) + 1;
    }
    const tasks = attributeTasks(observed.tasks, observed.frames, locate);
    // Widgets: wrappers of a built type or marked by the loader (registered types). The page's types
    // of ours also count `ha-` types not built (the loader fetches its second stage for them).
    const widgets = observed.wrappers.filter((w) => types.includes(w.type) || w.state);
    const states = widgets.map((w) => w.state);
    const ms = (name, clock = 0) => Math.round((after[clock][name] - before[clock][name]) * 1000);
    return {
      url,
      widgets: widgets.length,
      ready: states.filter((s) => s === 'ready').length,
      errors: states.filter((s) => s === 'error').length,
      pending,
      types: [...new Set(observed.wrappers.filter((w) => w.type.startsWith('ha-') || w.state).map((w) => w.type))],
      readyMs: Math.round(observed.lastSettle),
      scriptMs: ms('ScriptDuration'),
      taskMs: ms('TaskDuration'),
      layoutMs: ms('LayoutDuration') + ms('RecalcStyleDuration'),
      scriptCpuMs: ms('ScriptDuration', 1),
      taskCpuMs: ms('TaskDuration', 1),
      ...summariseTasks(tasks),
      // The eight longest, every one of ours (on the 500-widget page those are seldom the longest) and
      // every one in which our script ran 20 ms or more (what a change of ours moved).
      tasks: tasks.sort((a, b) => b.duration - a.duration).filter((task, i) => i < 8 || ownTask(task) || task.ourMs >= 20),
      unframedTasks,
      shift: observed.shifts.reduce((sum, s) => sum + s.value, 0),
      shiftSources: [...new Set(observed.shifts.flatMap((s) => s.sources))].slice(0, 8),
      heap: memory.heap,
      nodes: memory.nodes,
      listeners: memory.listeners,
      bytes,
      files,
      remount: remounted,
      cpuProfile,
      navigationStart: after[0].NavigationStart * 1000,
    };
  } finally {
    await context.close();
  }
}

/**
 * The machine's speed, unthrottled, so that runs on different days can be compared: a fixed script
 * (the median of three) and the browser's first number format in a fresh page (it loads locale data;
 * on one machine it took 12 ms at 4x throttling, on another 27 to 74 ms unthrottled).
 */
export async function machineSpeed(browser, base) {
  const { context, page } = await openPage(browser, base, { throttle: 1 });
  try {
    return await page.evaluate(() => {
      const timed = (run) => {
        const start = performance.now();
        run();
        return performance.now() - start;
      };
      const intlMs = timed(() => new Intl.NumberFormat().format(0));
      const script = () => {
        const items = [];
        for (let i = 0; i < 200000; i++) items.push({ id: i, label: `item ${i}` });
        items.sort((a, b) => b.id - a.id);
        return items.map((item) => item.label.length).reduce((sum, n) => sum + n, 0);
      };
      const scriptMs = [timed(script), timed(script), timed(script)].sort((a, b) => a - b)[1];
      return { scriptMs: Math.round(scriptMs), intlMs: Math.round(intlMs) };
    });
  } finally {
    await context.close();
  }
}
