// A CDP CPU profile summarised: self time per file and per function, located in the source through
// the source maps, and for each long task the functions its samples fell in and the outermost
// function of ours they ran under (who started the work).

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
const rank = (map, top) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
/** The path of a script URL; a name given by `//# sourceURL=` (the bench's own `bench-harness`) as it is. */
const pathOf = (url) => (URL.canParse(url) ? new URL(url).pathname : url);

/**
 * `at(url, line, column)` locates a function in the source (null for code without a map).
 * `navigationStart` (ms, the profile's clock) places samples on the page's `performance.now()`
 * timeline, so `tasks` ({ start, duration }) can be matched with the samples they contain.
 */
export function summariseProfile(profile, at, { navigationStart = 0, tasks = [], top = 15 } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const described = new Map();
  const describe = (id) => {
    if (described.has(id)) return described.get(id);
    const { url, functionName, lineNumber, columnNumber } = nodes.get(id).callFrame;
    const name = functionName || '(anonymous)';
    const located = url ? at(url, lineNumber, columnNumber) : null;
    const source = located?.source;
    const result = {
      file: SPECIAL.has(name) ? name : url ? pathOf(url) : '(native)',
      key: located ? `${located.name ?? name} (${source}:${located.line})` : `${name}${url ? ` ${pathOf(url)}:${lineNumber + 1}` : ''}`,
      source: source ?? null,
      ours: Boolean(source?.startsWith('src/')),
    };
    described.set(id, result);
    return result;
  };
  // The outermost frame from our src/ on a node's stack: what set the work going.
  const entries = new Map();
  const entryOf = (id) => {
    if (!entries.has(id)) {
      const up = parent.get(id);
      const outer = up === undefined ? null : entryOf(up);
      entries.set(id, outer ?? (describe(id).ours ? describe(id).key : null));
    }
    return entries.get(id);
  };

  const byFile = new Map();
  const byFunction = new Map();
  const bySource = new Map();
  const windows = tasks.map((task) => ({ ...task, self: new Map(), entry: new Map() }));
  let busy = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = describe(id);
    if (frame.file !== '(idle)' && frame.file !== '(program)') busy += ms;
    add(byFile, frame.file, ms);
    add(byFunction, frame.key, ms);
    if (frame.source) add(bySource, frame.source, ms);
    const now = time / 1000 - navigationStart;
    const task = windows.find((w) => now >= w.start && now < w.start + w.duration);
    if (!task || frame.file === '(idle)') return;
    add(task.self, frame.key, ms);
    add(task.entry, entryOf(id) ?? '(not under our code)', ms);
  });
  return {
    busyMs: Math.round(busy),
    files: rank(byFile, top),
    functions: rank(byFunction, top),
    sources: rank(bySource, top),
    tasks: windows.map(({ self, entry, ...task }) => ({ ...task, self: rank(self, 5), entry: rank(entry, 3) })),
  };
}
