// The leak test: on one page, unmount every widget and mount it again through the public API, many
// times, and watch the JS heap and the DOM counters (nodes, event listeners) after a forced GC.
// Without CPU throttling: memory does not depend on speed, and the cycles finish sooner. Heap
// snapshots before the first and after the last cycle say what the growth is made of, and split off
// compiled code, which V8 adds as functions get hot and drops by itself.
import { diffSummaries, heapSummary, splitGrowth } from './heap.mjs';
import { COUNT_SETTLES, CYCLE, forcedGc, inPage, openPage, scrollAndSettle } from './measure.mjs';

export async function leakTest(browser, base, url, { types, cycles = 50, progress = () => {} }) {
  const { context, page, cdp } = await openPage(browser, base, { throttle: 1 });
  try {
    await cdp.send('HeapProfiler.enable');
    await page.addInitScript(COUNT_SETTLES);
    await page.goto(`${base}${url}`, { waitUntil: 'domcontentloaded' });
    await scrollAndSettle(page, { types, quietMs: 3000, timeoutMs: 60000 });
    // Widgets that never became visible (closed panels) mount now, so the baseline has all of them.
    const { ready } = await inPage(page, CYCLE, { mountOnly: true });
    await page.waitForTimeout(300);
    const baseline = await forcedGc(cdp);
    const before = await heapSummary(cdp);
    const series = [];
    for (let i = 1; i <= cycles; i++) {
      const { ready: readyNow } = await inPage(page, CYCLE, { mountOnly: false });
      await page.waitForTimeout(50);
      series.push({ cycle: i, ready: readyNow, ...(await forcedGc(cdp)) });
      if (i % 10 === 0) progress(`  leak: cycle ${i}/${cycles}, heap ${(series.at(-1).heap / 1048576).toFixed(2)} MB`);
    }
    const after = await heapSummary(cdp);
    const last = series.at(-1);
    const first = series[0];
    return {
      url,
      cycles,
      ready,
      readyAfter: last.ready,
      baseline,
      final: last,
      growth: { heap: last.heap - baseline.heap, nodes: last.nodes - baseline.nodes, listeners: last.listeners - baseline.listeners },
      growthAfterFirst: { heap: last.heap - first.heap, nodes: last.nodes - first.nodes, listeners: last.listeners - first.listeners },
      snapshots: splitGrowth(before, after),
      grown: diffSummaries(before, after),
      series,
    };
  } finally {
    await context.close();
  }
}
