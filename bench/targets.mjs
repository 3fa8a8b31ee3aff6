// The performance targets of issue #7, checked on the bench results. Each check gives pass (true,
// false, or null when the part it needs was not run), the measured value and the pages at fault.

export const TARGETS = {
  loaderGzip: 3 * 1024,
  ownTaskMs: 50,
  linearRatio: 5.5,
  shift: 0,
  heapGrowth: 1024 * 1024,
  /** The real page of four widget types (nine widgets) the chunk plan is measured on. */
  planPage: 'pacific-home',
  planFiles: 10,
  planGzip: 100 * 1024,
  /** Loader, second stage, then everything: three requests deep at most. */
  chainDepth: 3,
};

const worst = (pages, value, count = 5) =>
  [...pages]
    .sort((a, b) => value(b) - value(a))
    .slice(0, count)
    .map((p) => `${p.url} ${Math.round(value(p) * 1000) / 1000}`)
    .join(', ');

/**
 * Whether a load with the loader blocked (`alone`: { shift, sources }) shifts at least as much as the
 * measured page and every widget that moved with the loader moves then too.
 */
export const shiftsAsMuch = (page, alone) =>
  alone.shift >= page.shift - 0.001 && page.shiftSources.every((source) => alone.sources.includes(source));

/** A shift the page makes without our script: a load with the loader blocked (`withoutLoader`) shifts as much. */
const pageOwnShift = (page) => Boolean(page.withoutLoader) && shiftsAsMuch(page, page.withoutLoader);

/**
 * `loaderGzip`: bytes; `pages`: measured pages ({ group: 'fixtures' | 'generated' | 'corpus', url,
 * files, ownLongest, shift, shiftSources, withoutLoader?: { shift, sources }, scriptMs, scriptCpuMs, size?,
 * loads: { repeated, duplicated, unexpected } });
 * `leak`: { cycles, growth: { heap, nodes, listeners }, snapshots: { code, other } } or null.
 */
export function checkTargets({ loaderGzip, pages = [], leak = null, waves = [] }) {
  const out = [];
  const add = (name, pass, value, detail = '') => out.push({ name, pass, value, detail });

  add(`loader at most ${TARGETS.loaderGzip} B gzip`, loaderGzip <= TARGETS.loaderGzip, `${loaderGzip} B`);

  const empty = pages.find((p) => p.url.endsWith('/no-widgets.html'));
  const extra = empty ? Object.keys(empty.files).filter((f) => f !== 'ha-widgets.js') : [];
  add('a page with no widgets loads only the loader', empty ? extra.length === 0 : null, empty ? `${Object.keys(empty.files).length} file(s)` : 'not run', extra.join(', '));

  const slow = pages.filter((p) => p.ownLongest > TARGETS.ownTaskMs);
  add(
    `no task from our code over ${TARGETS.ownTaskMs} ms`,
    pages.length ? slow.length === 0 : null,
    pages.length ? `${slow.length}/${pages.length} pages, longest ${Math.max(0, ...pages.map((p) => p.ownLongest))} ms` : 'not run',
    worst(slow, (p) => p.ownLongest),
  );

  const at = (size) => pages.find((p) => p.group === 'generated' && p.size === size);
  const [small, large] = [at(100), at(500)];
  // Main-thread CPU time in script: wall time on a machine shared with other work is too noisy for a ratio.
  const ratio = small && large ? large.scriptCpuMs / Math.max(1, small.scriptCpuMs) : null;
  add(
    `500 widgets cost at most ${TARGETS.linearRatio}x 100 widgets (main-thread script CPU time)`,
    ratio === null ? null : ratio <= TARGETS.linearRatio,
    ratio === null
      ? 'not run'
      : `${ratio.toFixed(2)}x (${small.scriptCpuMs} -> ${large.scriptCpuMs} ms; wall time under throttling ${small.scriptMs} -> ${large.scriptMs} ms, ${(large.scriptMs / Math.max(1, small.scriptMs)).toFixed(2)}x; all main-thread work ${small.taskCpuMs} -> ${large.taskCpuMs} ms CPU, ${(large.taskCpuMs / Math.max(1, small.taskCpuMs)).toFixed(2)}x)${
          small.remount && large.remount
            ? `; unmounting and mounting every widget through the API alone: ${small.remount.ms} -> ${large.remount.ms} ms, ${(large.remount.ms / Math.max(1, small.remount.ms)).toFixed(2)}x`
            : ''
        }`,
  );

  const checked = pages.filter((p) => p.group !== 'corpus');
  const shifting = checked.filter((p) => p.shift > TARGETS.shift);
  const inherent = shifting.filter((p) => pageOwnShift(p));
  const shifted = shifting.filter((p) => !inherent.includes(p));
  add(
    'layout shift from mounting 0 on every fixture',
    checked.length ? shifted.length === 0 : null,
    checked.length
      ? `${shifted.length}/${checked.length} pages shift${inherent.length ? `; ${inherent.length} more shift as much with the loader blocked (their own): ${worst(inherent, (p) => p.shift)}` : ''}`
      : 'not run',
    worst(shifted, (p) => p.shift),
  );

  // What the page holds: the heap minus compiled code, which V8 adds as functions get hot and drops itself.
  const held = leak ? leak.snapshots.other : 0;
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  add(
    `heap growth under ${TARGETS.heapGrowth / 1048576} MB over the mount/unmount cycles (compiled code aside)`,
    leak ? held < TARGETS.heapGrowth : null,
    leak
      ? `${kb(held)} over ${leak.cycles} cycles; JS heap ${kb(leak.growth.heap)} of which compiled code ${kb(leak.snapshots.code)}; DOM nodes ${leak.growth.nodes}, listeners ${leak.growth.listeners}`
      : 'not run',
  );

  const loads = pages.filter((p) => p.loads && Object.values(p.loads).some((list) => list.length));
  const describe = (p) =>
    `${p.url}: ${Object.entries(p.loads)
      .filter(([, list]) => list.length)
      .map(([kind, list]) => `${kind} ${list.join('; ')}`)
      .join(' | ')}`;
  add(
    'each vendor library loads once per page and only when a widget needs it',
    pages.length ? loads.length === 0 : null,
    pages.length ? `${loads.length}/${pages.length} pages at fault` : 'not run',
    loads.slice(0, 5).map(describe).join(' || '),
  );
  const corpus = waves.filter((w) => w.url.startsWith('/real/'));
  const deep = corpus.filter((w) => w.depth > TARGETS.chainDepth);
  add(
    `requests at most ${TARGETS.chainDepth} deep on every real page (loader, second stage, then everything)`,
    corpus.length ? deep.length === 0 : null,
    corpus.length ? `deepest ${Math.max(...corpus.map((w) => w.depth))}; ${deep.length}/${corpus.length} pages deeper` : 'not run',
    worst(deep, (w) => w.depth),
  );
  const plan = corpus.find((w) => w.url.includes(TARGETS.planPage));
  add(
    `${TARGETS.planPage}: at most ${TARGETS.planFiles} JavaScript files and ${TARGETS.planGzip / 1024} KB gzip`,
    plan ? plan.files <= TARGETS.planFiles && plan.gzip <= TARGETS.planGzip : null,
    plan ? `${plan.files} files, ${(plan.gzip / 1024).toFixed(1)} KB; the last ${plan.filesAfterLoaderMs} ms after the loader` : 'not run',
  );
  return out;
}
