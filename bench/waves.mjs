// Round trips: a page loaded with 150 ms added to every request (a phone network) and no CPU
// throttling, unscrolled. Counts the JavaScript files of ours it asks for, their gzip bytes, and the
// depth of the request chain: a file asked for by the page is at depth 1, one asked for by a script
// (an import, the loader's second stage, a modulepreload) one deeper than that script. Times, from
// the loader's arrival, until every widget in the first viewport is ready and until the last file
// of ours has arrived.

export const LATENCY_MS = 150;

/** Runs in the page before its scripts: when each widget settled (ready or failed). */
const RECORD_SETTLES = () => {
  const settled = (window.__settled = new Map());
  const note = (event) => settled.set(event.target, performance.now());
  document.addEventListener('ha:mount', note);
  document.addEventListener('ha:error', note);
};

/** Depth of each request in its chain: 1 for the page's own, else one more than the script that asked. */
export function chainDepths(requests) {
  const depthOf = new Map();
  const byUrl = new Map(requests.map((r) => [r.url, r]));
  const depth = (request, seen = new Set()) => {
    if (depthOf.has(request.url)) return depthOf.get(request.url);
    const parent = byUrl.get(request.by);
    const value = parent && !seen.has(parent.url) ? depth(parent, seen.add(request.url)) + 1 : 1;
    depthOf.set(request.url, value);
    return value;
  };
  for (const request of requests) depth(request);
  return depthOf;
}

/**
 * `files`: gzip size per dist file name; `types`: the built widget types. Returns the median of
 * `loads` loads by ready time, with the file list of the first.
 */
export async function measureWaves(browser, base, url, { files, loads = 3 }) {
  const runs = [];
  for (let i = 0; i < loads; i++) runs.push(await loadOnce(browser, base, url, files));
  const sorted = [...runs].sort((a, b) => a.filesAfterLoaderMs + a.readyAfterLoaderMs - (b.filesAfterLoaderMs + b.readyAfterLoaderMs));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], readyRuns: runs.map((r) => r.readyAfterLoaderMs), filesRuns: runs.map((r) => r.filesAfterLoaderMs) };
}

async function loadOnce(browser, base, url, files) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
    const requests = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      // Chromium names no initiator (`about:client`) for a modulepreload link, and only the second
      // stage adds those.
      const named = initiator.stack?.callFrames?.find((frame) => frame.url)?.url ?? initiator.url ?? '';
      const by = named === 'about:client' ? requests.find((r) => /\/boot-[^/]+\.js$/.test(r.url))?.url ?? named : named;
      requests.push({ url: request.url, by });
    });
    await page.addInitScript(RECORD_SETTLES);
    await page.goto(`${base}${url}`, { waitUntil: 'load', timeout: 120_000 });
    // Settled: no widget in view still loading, and no new request for a while.
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('[data-ha-state="loading"]')].some((el) => {
          const box = el.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        }),
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(4 * LATENCY_MS);
    const timing = await page.evaluate(() => {
      const loader = performance.getEntriesByType('resource').find((entry) => /\/ha-widgets\.js(\?|$)/.test(entry.name));
      const inView = [...window.__settled].filter(([el]) => {
        const box = el.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      });
      const ours = performance.getEntriesByType('resource').filter((entry) => /\/dist\/[^?]+\.js(\?|$)/.test(entry.name));
      return {
        loaderMs: loader?.responseEnd ?? 0,
        readyMs: Math.max(0, ...inView.map(([, at]) => at)),
        inView: inView.length,
        filesMs: Math.max(0, ...ours.map((entry) => entry.responseEnd)),
      };
    });
    const ours = requests.filter((r) => /\/dist\/[^?]+\.js(\?|$)/.test(r.url));
    const depths = chainDepths(ours);
    const names = ours.map((r) => new URL(r.url).pathname.split('/').pop());
    return {
      url,
      files: names.length,
      gzip: names.reduce((sum, name) => sum + (files[name]?.gzip ?? 0), 0),
      depth: Math.max(0, ...ours.map((r) => depths.get(r.url))),
      widgetsInView: timing.inView,
      readyAfterLoaderMs: timing.inView ? Math.round(timing.readyMs - timing.loaderMs) : 0,
      // Every file of ours the unscrolled page asked for (those of widgets below the fold at idle).
      filesAfterLoaderMs: Math.round(timing.filesMs - timing.loaderMs),
      names,
    };
  } finally {
    await context.close();
  }
}
