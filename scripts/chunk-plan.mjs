// The chunk plan: which of esbuild's shared chunks are built as one file, so that a page pays for few
// files. esbuild puts a module in the chunk of the exact set of entry points that reach it (its
// "entry bits"), so four widget types met twenty shared chunks under 2 KB. The plan is made in two
// passes of the same build: the first (not written) gives the module graph in its metafile; the
// plan groups those chunks; the second pass gives every member of a group the same entry bits by
// importing the group from each entry point that reaches any member, so esbuild makes the group one
// chunk. Which code runs, and in what order, does not change: only which file holds it. The common
// chunk (React, the runtime) is for anchors that load React anyway; what page-level extensions
// without React share goes to a base chunk, which also takes esbuild's helpers after the build.
// See docs/performance.md, "The chunk plan".
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { minify } from 'terser';

export const PLAN_DEFAULTS = {
  /** Packages every page with a widget loads anyway (React, its scheduler, the shared stores). */
  runtimePackages: ['react', 'react-dom', 'scheduler', 'nanostores'],
  /**
   * The common chunk holds these: an anchor whose own imports reach one of them may import the
   * common chunk; one that does not (a page-level extension) never loads React for it.
   */
  commonPackages: ['react', 'react-dom'],
  /** A shared chunk reached by at least this share of the entries joins the common (or base) chunk. */
  commonShare: 1 / 8,
  /** A shared chunk this small (minified bytes) joins the common (or base) chunk whoever uses it. */
  tinyBytes: 512,
  /** A shared chunk this small joins the smallest shared chunk all its users load anyway. */
  familyBytes: 2048,
  /**
   * Modules (a file, or a folder ending in `/`) whose shared chunk joins the common (or base) chunk
   * whoever uses it: a file fewer for their users, their bytes for every other page (a trade measured
   * per case, see docs/performance.md).
   */
  joinCommon: [],
  /**
   * An entry whose own code is at most this (minified bytes) joins the shared chunk of its family
   * that it imports (`foldTinyEntries`); 0: none does. A definition whose code is all in shared
   * chunks is well under it; a widget with a component of its own is over it, and stays a file
   * rather than make every other user of that chunk pay for its code.
   */
  tinyEntryBytes: 512,
  /** Entries that fold whatever their size, into the common or base chunk too (a trade measured per case). */
  tinyEntriesAnywhere: [],
};

const STATIC = new Set(['import-statement', 'require-call']);
const isScript = (input) => /\.(m?js|cjs|jsx?|tsx?)$/.test(input) && !input.includes(':');

/** `node_modules/@scope/name/x.js` -> `@scope/name`; null for our own files. */
export function packageOf(input) {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1] : null;
}

/**
 * The module graph of a first pass: the anchors (the entries, and every module imported with
 * `import()`, which esbuild makes an entry point of its own), and per module the anchors that reach it
 * through static imports, as esbuild's code splitting counts them.
 */
export function moduleGraph(metafile, entries) {
  const { inputs, outputs } = metafile;
  const live = new Set();
  for (const output of Object.values(outputs)) for (const input of Object.keys(output.inputs)) live.add(input);
  const imports = (input) => (inputs[input]?.imports ?? []).filter((i) => !i.external && inputs[i.path]);
  const anchors = new Set(entries);
  for (const input of Object.keys(inputs)) for (const i of imports(input)) if (i.kind === 'dynamic-import' && live.has(i.path)) anchors.add(i.path);
  const bits = new Map();
  for (const anchor of anchors) {
    const stack = [anchor];
    const seen = new Set();
    while (stack.length) {
      const input = stack.pop();
      if (seen.has(input) || !live.has(input)) continue;
      seen.add(input);
      if (!bits.has(input)) bits.set(input, new Set());
      bits.get(input).add(anchor);
      for (const i of imports(input)) if (STATIC.has(i.kind)) stack.push(i.path);
    }
  }
  const bytes = new Map();
  for (const output of Object.values(outputs)) for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) bytes.set(input, (bytes.get(input) ?? 0) + bytesInOutput);
  return { anchors, bits, bytes, imports };
}

const keyOf = (set) => [...set].sort().join('\n');
const covers = (outer, inner) => [...inner].every((x) => outer.has(x));

/**
 * The anchors that may import the common chunk: those whose own static imports reach one of
 * `commonPackages` (they load React anyway), and the modules loaded with `import()` only from code
 * that such anchors alone reach (a carousel's Swiper). Entries that reach none of them (the
 * page-level extensions) are left out, and so is what they load late.
 */
export function commonAnchors(metafile, graph, entries, commonPackages) {
  const { anchors, bits, imports } = graph;
  const free = new Set();
  for (const [input, reached] of bits) if (commonPackages.includes(packageOf(input))) for (const anchor of reached) free.add(anchor);
  const loadedBy = new Map();
  for (const input of Object.keys(metafile.inputs))
    for (const use of imports(input)) if (use.kind === 'dynamic-import' && bits.has(input)) loadedBy.set(use.path, [...(loadedBy.get(use.path) ?? []), input]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const anchor of anchors) {
      if (free.has(anchor) || entries.includes(anchor) || !loadedBy.has(anchor)) continue;
      if (loadedBy.get(anchor).every((input) => [...bits.get(input)].every((a) => free.has(a)))) free.add(anchor), (grew = true);
    }
  }
  return free;
}

/**
 * Groups esbuild's shared chunks (modules with the same entry bits, reached by two anchors or more).
 * `entries`: every entry point as the metafile names it, the runtime's, the widgets' and the
 * extensions' alike; `runtimePackages`: the packages every page with a widget loads anyway (React).
 * A chunk holding any other package is a vendor library's: it stays apart, so that pages without it
 * never load it.
 *
 * - **common**: a chunk of ours (and runtime packages) that only anchors loading React anyway reach
 *   (`commonAnchors`), and that an eighth of the entries or the hub reach, or under 512 B minified,
 *   joins one common chunk that every page with a widget loads with the runtime.
 * - **base**: such a chunk that an anchor without React reaches too (a page-level extension's code
 *   shared with widgets or with other extensions) joins the base chunk instead, which the common chunk
 *   imports: a page with only such extensions loads it and never React.
 * - **family**: another chunk of ours under 2 KB joins the smallest other shared chunk (a vendor's
 *   too) whose users include all of its own: its users load no file more for it, and the others
 *   that load the host pay its bytes.
 * - A group keeps a member only if what the member imports (stylesheets too) already reaches every
 *   anchor the group will: the CSS bundle of each entry, and every other chunk, stay as they were.
 *
 * - **hub** (an entry, the runtime's): its own modules join the common chunk too. Every page with a
 *   widget loads both, so they can be one file (see `foldHubFacade`).
 *
 * Returns the groups (`name`: common, base or family; `members`: modules; `reach`: anchors that will
 * import the group).
 */
export function planGroups(metafile, entries, options = {}) {
  const { runtimePackages, commonPackages, commonShare, tinyBytes, familyBytes, joinCommon, hub } = { ...PLAN_DEFAULTS, ...options };
  const graph = moduleGraph(metafile, entries);
  const { anchors, bits, bytes, imports } = graph;
  const free = commonAnchors(metafile, graph, entries, commonPackages);

  const natural = new Map();
  for (const [input, reached] of bits) {
    if (!isScript(input)) continue;
    const key = keyOf(reached);
    if (!natural.has(key)) natural.set(key, { reached, modules: [] });
    natural.get(key).modules.push(input);
  }
  const hubOwn = (c) => hub !== undefined && c.reached.size === 1 && c.reached.has(hub);
  const chunks = [...natural.values()]
    .filter((c) => hubOwn(c) || (c.reached.size >= 2 && !c.modules.some((m) => anchors.has(m))))
    .map((c) => {
      const packages = new Set(c.modules.map(packageOf).filter(Boolean));
      return {
        ...c,
        bytes: c.modules.reduce((sum, m) => sum + (bytes.get(m) ?? 0), 0),
        ours: [...packages].every((p) => runtimePackages.includes(p)),
        entries: [...c.reached].filter((a) => entries.includes(a)).length,
        withReact: [...c.reached].every((a) => free.has(a)),
      };
    });

  // The hub loads on every page with a widget: what it reaches costs those pages no byte more.
  const joins = (c) => c.modules.some((m) => joinCommon.some((at) => (at.endsWith('/') ? m.startsWith(at) : m === at)));
  const wide = (c) => c.ours && (hubOwn(c) || c.reached.has(hub) || c.entries >= commonShare * entries.length || c.bytes < tinyBytes || joins(c));
  const groupOf = new Map();
  for (const c of chunks) if (wide(c)) groupOf.set(c, c.withReact ? 'common' : 'base');
  // Smallest first: a chunk may join one that joins another in turn.
  const rest = chunks.filter((c) => !groupOf.has(c)).sort((a, b) => a.reached.size - b.reached.size || a.bytes - b.bytes);
  const parent = new Map();
  for (const c of rest) {
    if (!c.ours || c.bytes >= familyBytes) continue;
    const host = rest.filter((h) => h !== c && h.reached.size > c.reached.size && covers(h.reached, c.reached)).sort((a, b) => a.reached.size - b.reached.size)[0];
    if (host) parent.set(c, host);
  }
  const root = (c) => (parent.has(c) ? root(parent.get(c)) : c);
  for (const c of rest) if (parent.has(c)) groupOf.set(c, groupOf.get(root(c)) ?? root(c));
  for (const c of rest) if (!groupOf.has(c) && [...groupOf.values()].includes(c)) groupOf.set(c, c);

  // Members by group, then drop members that would change another chunk or a CSS bundle, until none does.
  const named = ['common', 'base'];
  const byGroup = new Map(named.map((name) => [name, []]));
  for (const [c, g] of groupOf) byGroup.set(g, [...(byGroup.get(g) ?? []), ...c.modules]);
  const names = [...byGroup.keys()].map((g) => (named.includes(g) ? g : 'family'));
  const groups = [...byGroup.values()].map((members) => new Set(members));
  // A CommonJS anchor (a package's build loaded with import()) cannot import a group: esbuild would
  // wrap the group, and everything it imports, in functions that run on first use.
  const importers = [...anchors].filter((a) => metafile.inputs[a]?.format !== 'cjs');
  for (;;) {
    const groupOfModule = new Map();
    groups.forEach((g, i) => g.forEach((m) => groupOfModule.set(m, i)));
    const users = (g) => new Set([...g].flatMap((m) => [...bits.get(m)]));
    // The common chunk loads with the runtime, on every page with a widget: every anchor that loads
    // React anyway may import it at no cost, and then it also takes esbuild's own helpers, which many
    // anchors use. The common chunk imports the base chunk: the base chunk reaches those anchors too,
    // and the others that use it.
    const reach = groups.map((g, i) =>
      names[i] === 'common' ? new Set(importers.filter((a) => free.has(a))) : names[i] === 'base' ? new Set(importers.filter((a) => free.has(a) || users(g).has(a))) : users(g),
    );
    const dropped = [];
    groups.forEach((g, i) => {
      for (const m of g) {
        // What a member imports must already reach every anchor of its group: in the group, in a group
        // that all of them import, or a module (a stylesheet too) that all of them reach anyway.
        const fits = imports(m)
          .filter((use) => STATIC.has(use.kind) && bits.has(use.path))
          .every((use) => {
            const j = groupOfModule.get(use.path);
            return j === i || covers(j === undefined ? bits.get(use.path) : reach[j], reach[i]);
          });
        if (!fits) dropped.push([i, m]);
      }
    });
    // A family left with one of esbuild's chunks changes nothing; the common and base chunks change
    // who imports them.
    const changes = (members, i) => (names[i] !== 'family' ? members.size > 0 : new Set([...members].map((m) => keyOf(bits.get(m)))).size > 1);
    if (!dropped.length)
      return groups.flatMap((members, i) => (changes(members, i) ? [{ name: names[i], members: [...members].sort(), reach: [...reach[i]].sort() }] : []));
    for (const [i, m] of dropped) groups[i].delete(m);
  }
}

const GROUP = 'ha-chunk-group';
const HUB = 'ha-chunk-hub';
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

/**
 * The second pass's plugin: each anchor that reaches a group imports it first (a group module
 * imports its members and holds no code of its own; `graph` is `moduleGraph`'s). The import is put on the anchor's first
 * line, so its source map's lines stay right.
 */
export function groupImports(groups, graph, workingDir, hub) {
  const abs = (input) => path.resolve(workingDir, input);
  // A bare import of each member that no other member imports (the rest come through those): a
  // re-export would make esbuild build a namespace of every member's exports and keep them all. A
  // member that every anchor of the group reaches already needs none (and esbuild ignores, with a
  // warning, a bare import of a package that declares no side effects).
  const roots = groups.map(({ members, reach }) => {
    const imported = new Set(members.flatMap((m) => graph.imports(m).filter((i) => STATIC.has(i.kind) && i.path !== m).map((i) => i.path)));
    return members.filter((m) => !imported.has(m) && !covers(graph.bits.get(m), reach));
  });
  const byAnchor = new Map();
  groups.forEach(({ reach }, i) => reach.forEach((anchor) => byAnchor.set(abs(anchor), [...(byAnchor.get(abs(anchor)) ?? []), i])));
  return {
    name: 'chunk-plan-groups',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${GROUP}:`) }, (args) => ({ path: args.path, namespace: GROUP }));
      // The hub's entry point: its groups first, like any anchor's, then the hub's names.
      build.onResolve({ filter: new RegExp(`^${HUB}:$`) }, (args) => ({ path: args.path, namespace: HUB }));
      build.onLoad({ filter: /.*/, namespace: HUB }, () => {
        const from = JSON.stringify(abs(hub.hub));
        const own = (byAnchor.get(abs(hub.hub)) ?? []).map((i) => `import ${JSON.stringify(`${GROUP}:${i}`)};`);
        return { contents: [...own, `export * from ${from};`, ...(hub.default ? [`export { default } from ${from};`] : [])].join('\n'), loader: 'js', resolveDir: workingDir };
      });
      build.onLoad({ filter: /.*/, namespace: GROUP }, (args) => ({
        contents: roots[Number(args.path.slice(GROUP.length + 1))].map((m) => `import ${JSON.stringify(abs(m))};`).join('\n'),
        loader: 'js',
        resolveDir: workingDir,
      }));
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const wanted = byAnchor.get(args.path);
        if (!wanted || args.namespace !== 'file') return undefined;
        const source = await fs.readFile(args.path, 'utf8');
        const head = wanted.map((i) => `import ${JSON.stringify(`${GROUP}:${i}`)};`).join('');
        return { contents: head + source, loader: LOADERS[path.extname(args.path)], resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** Each entry's stylesheet inputs, to check that the plan left every CSS bundle as it was. */
function cssBundles(metafile) {
  const out = {};
  for (const output of Object.values(metafile.outputs))
    if (output.entryPoint && output.cssBundle) out[output.entryPoint] = keyOf(Object.keys(metafile.outputs[output.cssBundle].inputs));
  return out;
}

/**
 * Builds `options` (a code-splitting esbuild build with `entryPoints` as `{ in, out }`) with the plan:
 * a first pass to learn the graph, then the real build with the groups. Fails when a group did not
 * come out as one chunk or an entry's stylesheet changed.
 */
export async function buildWithChunkPlan(esbuild, options, planOptions) {
  const workingDir = options.absWorkingDir ?? process.cwd();
  const rel = (file) => path.relative(workingDir, file).split(path.sep).join('/');
  const first = await esbuild.build({ ...options, write: false, sourcemap: false, metafile: true });
  const entries = options.entryPoints.map((e) => rel(e.in));
  const hub = planOptions?.hub !== undefined ? rel(planOptions.hub) : undefined;
  const groups = planGroups(first.metafile, entries, { ...planOptions, hub });
  // The hub's module joins the common chunk as a module, not as an entry point: esbuild defers an
  // entry point's code that lands in a shared chunk, and with it everything that code imports. Its
  // entry point becomes a module that re-exports it.
  const hubExports = Object.values(first.metafile.outputs).find((o) => o.entryPoint === hub)?.exports ?? [];
  const entryPoints = options.entryPoints.map((e) => (rel(e.in) === hub ? { ...e, in: `${HUB}:` } : e));
  const plugins = [groupImports(groups, moduleGraph(first.metafile, entries), workingDir, hub && { hub, default: hubExports.includes('default') }), ...(options.plugins ?? [])];
  const result = await esbuild.build({ ...options, entryPoints, metafile: true, plugins });

  const { outputs } = result.metafile;
  const outputOf = new Map();
  for (const [file, output] of Object.entries(outputs)) for (const input of Object.keys(output.inputs)) outputOf.set(input, file);
  groups.forEach(({ members }, i) => {
    const files = new Set(members.map((m) => outputOf.get(m)).filter(Boolean));
    if (files.size > 1) throw new Error(`chunk plan: group ${i} came out as ${files.size} chunks (${[...files].join(', ')}), not one`);
  });
  const [before, after] = [cssBundles(first.metafile), cssBundles(result.metafile)];
  for (const entry of Object.keys(before))
    if (before[entry] !== after[entry]) throw new Error(`chunk plan: the stylesheet of ${entry} changed; a group member imports CSS it should not share`);
  const emptied = await dropEmptyChunks(result.metafile, workingDir);
  let folded = null;
  if (hub !== undefined) {
    const facade = Object.values(result.metafile.outputs).find((o) => o.entryPoint?.includes(HUB));
    facade.entryPoint = hub;
    folded = await foldHubFacade(result.metafile, hub, workingDir);
  }
  const facades = await foldFacades(result.metafile, entries, workingDir);
  const base = groups.find((g) => g.name === 'base');
  const helpers = base ? await foldRuntimeHelpers(result.metafile, outputOf.get(base.members[0]), workingDir) : null;
  // Tiny entries join a shared chunk of their family, never the hub's or one it loads: every page
  // with a widget would pay for them.
  const hubFile = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js') && result.metafile.outputs[file].entryPoint === hub);
  const { tinyEntryBytes, tinyEntriesAnywhere } = { ...PLAN_DEFAULTS, ...planOptions };
  const tinyEntries = tinyEntryBytes
    ? await foldTinyEntries(result.metafile, entries.filter((e) => e !== hub), workingDir, {
        maxBytes: tinyEntryBytes,
        exclude: hubFile ? [hubFile, ...staticallyLoaded(result.metafile.outputs, hubFile)] : [],
        anywhere: tinyEntriesAnywhere.map(rel),
      })
    : [];
  return { ...result, plan: { emptied, hub: folded, facades, helpers, entries: tinyEntries, groups, chunksBefore: Object.keys(first.metafile.outputs).filter((f) => f.endsWith('.js')).length } };
}

/**
 * Removes the chunks that hold no code: esbuild gives a stylesheet imported by several modules a
 * JavaScript chunk of its own, empty (its rules are in each entry's CSS bundle). Each import of one
 * becomes spaces of the same length, so that the importer's source map stays right, and the file
 * goes. Changes `metafile` to match; returns the removed files.
 */
export async function dropEmptyChunks(metafile, workingDir) {
  const { outputs } = metafile;
  const empty = Object.keys(outputs).filter((file) => {
    const output = outputs[file];
    return file.endsWith('.js') && !output.entryPoint && !output.imports.length && !output.exports.length && Object.values(output.inputs).every((i) => i.bytesInOutput === 0);
  });
  if (!empty.length) return [];
  const gone = new Set(empty);
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || gone.has(file) || !output.imports.some((i) => gone.has(i.path))) continue;
    const abs = path.resolve(workingDir, file);
    let code = await fs.readFile(abs, 'utf8');
    for (const use of output.imports.filter((i) => gone.has(i.path))) {
      const name = path.basename(use.path).replace(/[.]/g, '\\.');
      const statement = new RegExp(`import\\s*["']\\./${name}["'];?`, 'g');
      if (!statement.test(code)) throw new Error(`chunk plan: ${file} imports the empty ${use.path}, but not as a bare import`);
      code = code.replace(statement, (found) => ' '.repeat(found.length));
    }
    await fs.writeFile(abs, code);
    output.imports = output.imports.filter((i) => !gone.has(i.path));
  }
  for (const file of empty) {
    delete outputs[file];
    delete outputs[`${file}.map`];
    await fs.rm(path.resolve(workingDir, file), { force: true });
    await fs.rm(path.resolve(workingDir, `${file}.map`), { force: true });
  }
  return empty;
}

/**
 * With the hub's own modules in the common chunk, esbuild still writes the hub's entry file: a
 * facade of one line that imports the common chunk (and chunks that one imports itself) and exports
 * its names (and would call a deferred start, if esbuild had deferred one). The names (and calls)
 * move to the common chunk's end, on a line after its code (the source map's lines stay right), and
 * the common chunk becomes the hub's file: one file and one request fewer on every page with a widget.
 * `metafile` is changed to match. Leaves everything as it is, and says so, when the facade is not
 * the one line expected. Returns `{ facade, file }` or null.
 */
export async function foldHubFacade(metafile, hub, workingDir) {
  const { outputs } = metafile;
  const facade = Object.keys(outputs).find((file) => file.endsWith('.js') && outputs[file].entryPoint === hub);
  const output = facade && outputs[facade];
  if (!output || output.cssBundle || output.imports.some((i) => i.kind !== 'import-statement')) return null;
  const code = (await fs.readFile(path.resolve(workingDir, facade), 'utf8')).replace(/^\/\/[^\n]*$/gm, '').trim();
  const dir = path.dirname(facade);
  const named = /^import\s*\{[^}]*\}\s*from\s*"\.\/([^"]+)";?/.exec(code);
  const target = named && `${dir}/${named[1]}`;
  // Bare imports of chunks the common chunk imports itself (esbuild's helpers) may go.
  const bare = /import\s*"\.\/([^"]+)";?/g;
  const loadedAnyway = (file) => outputs[target]?.imports.some((i) => i.path === file && i.kind === 'import-statement');
  const rest = named && code.slice(named[0].length).replace(bare, (found, file) => (loadedAnyway(`${dir}/${file}`) ? '' : found));
  const match = rest !== null && /^\s*((?:[\w$]+\(\);?\s*)*)export\s*\{([^}]*)\};?$/.exec(rest);
  if (!match) {
    console.warn(`chunk plan: ${facade} is not the one-line facade expected; left as it is`);
    return null;
  }
  const pairs = (list) => list.split(',').filter(Boolean).map((item) => item.trim().split(/\s+as\s+/)).map(([from, to]) => [from, to ?? from]);
  const importedAs = new Map(pairs(/\{([^}]*)\}/.exec(named[0])[1]).map(([imported, local]) => [local, imported]));
  const names = pairs(match[2]).map(([local, exported]) => [importedAs.get(local), exported]);
  const calls = [...match[1].matchAll(/([\w$]+)\(\)/g)].map(([, local]) => importedAs.get(local));
  if (calls.some((call) => !call) || names.some(([imported, exported]) => !imported || outputs[target].exports.includes(exported))) {
    console.warn(`chunk plan: ${facade}'s names cannot be exported from ${target}; left as it is`);
    return null;
  }
  // The common chunk's names are its locals' export aliases: the new line names the locals.
  const file = path.resolve(workingDir, target);
  const body = await fs.readFile(file, 'utf8');
  const clause = /export\s*\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=[^\n]*\s*)?$/.exec(body);
  const localOf = new Map(clause ? pairs(clause[1]).map(([local, exported]) => [exported, local]) : []);
  if ([...calls, ...names.map(([imported]) => imported)].some((imported) => !localOf.has(imported))) {
    console.warn(`chunk plan: ${target} does not end with the export clause expected; ${facade} left as it is`);
    return null;
  }
  const statement = `${calls.map((call) => `${localOf.get(call)}();`).join('')}export{${names.map(([imported, exported]) => `${localOf.get(imported)} as ${exported}`).join(',')}};`;
  const tail = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(body);
  await fs.writeFile(file, tail ? `${body.slice(0, tail.index)}\n${statement}${body.slice(tail.index)}` : `${body}\n${statement}\n`);
  outputs[target].entryPoint = hub;
  outputs[target].exports = [...outputs[target].exports, ...names.map(([, exported]) => exported)];
  for (const suffix of ['', '.map', '.LEGAL.txt']) {
    delete outputs[`${facade}${suffix}`];
    await fs.rm(path.resolve(workingDir, `${facade}${suffix}`), { force: true });
  }
  return { facade, file: target };
}

/** Every chunk `file` loads through static imports, however deep. */
function staticallyLoaded(outputs, file, found = new Set()) {
  for (const use of outputs[file]?.imports ?? []) if (use.kind === 'import-statement' && !found.has(use.path)) found.add(use.path), staticallyLoaded(outputs, use.path, found);
  return found;
}

/**
 * A module loaded with `import()` whose code all sits in a shared chunk (a `vendor.ts` that only
 * re-exports a library another anchor shares) becomes a facade of one line: a file, and a request,
 * of its own for nothing. Its names join that chunk's export clause, on a line after the chunk's
 * code (the source map's lines stay right), each `import()` of the facade then names the chunk (a
 * name of the same length, so no column moves either), and the facade goes. Its bare imports may go
 * only if the chunk or every importer of the facade loads them anyway. Entry points are left alone
 * (the manifest names them), as is a facade whose names the chunk already exports. `metafile` is
 * changed to match; the facade's inputs move to the chunk, so the build still sees a `vendor.ts` in
 * it. Returns `[{ facade, file }]`.
 */
export async function foldFacades(metafile, entries, workingDir) {
  const { outputs } = metafile;
  const folded = [];
  const pairs = (list) => list.split(',').filter(Boolean).map((item) => item.trim().split(/\s+as\s+/)).map(([from, to]) => [from, to ?? from]);
  for (const facade of Object.keys(outputs)) {
    const output = outputs[facade];
    if (!facade.endsWith('.js') || !output.entryPoint || entries.includes(output.entryPoint) || output.cssBundle) continue;
    if (output.imports.some((i) => i.kind !== 'import-statement')) continue;
    const code = (await fs.readFile(path.resolve(workingDir, facade), 'utf8')).replace(/^\/\/[^\n]*$/gm, '').trim();
    const dir = path.dirname(facade);
    const named = /^import\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)";?/.exec(code);
    if (!named) continue;
    const target = `${dir}/${named[2]}`;
    const importers = Object.keys(outputs).filter((file) => outputs[file].imports.some((i) => i.path === facade));
    if (!outputs[target] || target === facade || importers.some((file) => outputs[file].imports.some((i) => i.path === facade && i.kind !== 'dynamic-import'))) continue;
    const loadedBy = [target, ...importers].map((file) => new Set([file, ...staticallyLoaded(outputs, file)]));
    const loadedAnyway = (file) => loadedBy[0].has(file) || loadedBy.slice(1).every((set) => set.has(file));
    let rest = code.slice(named[0].length);
    rest = rest.replace(/import\s*"\.\/([^"]+)";?/g, (found, file) => (loadedAnyway(`${dir}/${file}`) ? '' : found));
    const match = /^\s*export\s*\{([^}]*)\};?$/.exec(rest);
    if (!match) continue;
    const importedAs = new Map(pairs(named[1]).map(([imported, local]) => [local, imported]));
    const names = pairs(match[1]).map(([local, exported]) => [importedAs.get(local), exported]);
    const file = path.resolve(workingDir, target);
    const body = await fs.readFile(file, 'utf8');
    const clause = /export\s*\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=[^\n]*\s*)?$/.exec(body);
    const localOf = new Map(clause ? pairs(clause[1]).map(([local, exported]) => [exported, local]) : []);
    const sameName = path.basename(facade).length === path.basename(target).length;
    if (!sameName || names.some(([imported, exported]) => !imported || !localOf.has(imported) || outputs[target].exports.includes(exported))) {
      console.warn(`chunk plan: the facade ${facade} cannot be folded into ${target}; left as it is`);
      continue;
    }
    const statement = `export{${names.map(([imported, exported]) => `${localOf.get(imported)} as ${exported}`).join(',')}};`;
    const tail = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(body);
    await fs.writeFile(file, tail ? `${body.slice(0, tail.index)}\n${statement}${body.slice(tail.index)}` : `${body}\n${statement}\n`);
    const quoted = new RegExp(`import\\(\\s*"\\./${path.basename(facade).replace(/[.]/g, '\\.')}"\\s*\\)`, 'g');
    for (const importer of importers) {
      const at = path.resolve(workingDir, importer);
      const source = await fs.readFile(at, 'utf8');
      if (!quoted.test(source)) throw new Error(`chunk plan: ${importer} loads the facade ${facade}, but not with import("./...")`);
      await fs.writeFile(at, source.replace(quoted, (found) => found.replace(path.basename(facade), path.basename(target))));
      outputs[importer].imports = outputs[importer].imports.map((i) => (i.path === facade ? { ...i, path: target } : i));
    }
    outputs[target].exports = [...outputs[target].exports, ...names.map(([, exported]) => exported)];
    outputs[target].inputs = { ...outputs[target].inputs, ...output.inputs };
    for (const suffix of ['', '.map', '.LEGAL.txt']) {
      delete outputs[`${facade}${suffix}`];
      await fs.rm(path.resolve(workingDir, `${facade}${suffix}`), { force: true });
    }
    folded.push({ facade, file: target });
  }
  return folded;
}

/**
 * esbuild's helpers for CommonJS modules (`__commonJS`, `__toESM`: a few hundred bytes) come as a
 * chunk of their own that nearly every chunk imports: a file, and a request, on every page. They move
 * into `into` (the base chunk, which every page with a widget or an extension loads): their code goes
 * on a line after that chunk's code, inside a function so that its names stay its own, and each import
 * of the helpers names that chunk instead (a file name of the same length, export names of the same
 * length: `{a as p}` keeps its columns; `{a}` becomes `{M as a}`, and the importer's source map moves
 * what follows on that line). A bare import becomes spaces when the importer imports that chunk already. Left as it is, and said, when a file that loads the helpers
 * would not load `into` otherwise (it would cost that page a file), or `into` loads one of their
 * importers (module order would change). `metafile` is changed to match. Returns `{ helpers, file }` or null.
 */
export async function foldRuntimeHelpers(metafile, into, workingDir) {
  const { outputs } = metafile;
  const helpers = Object.keys(outputs).find((f) => f.endsWith('.js') && !outputs[f].entryPoint && !Object.keys(outputs[f].inputs).length && !outputs[f].imports.length && outputs[f].exports.length);
  if (!helpers || !outputs[into] || helpers === into) return null;
  const importersOf = (file) => Object.keys(outputs).filter((f) => outputs[f].imports.some((i) => i.path === file));
  const importers = importersOf(helpers);
  const loadsInto = new Map();
  const loads = (file, seen = new Set()) => {
    if (!loadsInto.has(file)) {
      if (seen.has(file)) return false;
      seen.add(file);
      const above = importersOf(file);
      loadsInto.set(file, file === into || staticallyLoaded(outputs, file).has(into) || (above.length > 0 && above.every((f) => loads(f, seen))));
    }
    return loadsInto.get(file);
  };
  const costly = importers.filter((file) => !loads(file));
  const before = [...staticallyLoaded(outputs, into)].filter((file) => file !== helpers && importers.includes(file));
  const base = path.basename(into);
  if (costly.length || before.length || path.basename(helpers).length !== base.length) {
    console.warn(`chunk plan: esbuild's helpers (${helpers}) stay a file of their own: ${costly.length ? `${costly.join(', ')} would load ${into} for them` : `${into} loads their importers or has a name of another length`}`);
    return null;
  }
  const intoFile = path.resolve(workingDir, into);
  const body = await fs.readFile(intoFile, 'utf8');
  const code = (await fs.readFile(path.resolve(workingDir, helpers), 'utf8')).replace(/^\/\/[^\n]*$/gm, '').trim();
  const clause = /export\s*\{([^}]*)\};?$/.exec(code);
  const ownImport = new RegExp(`import\\s*([^"';]*?)\\s*(?:from\\s*)?"\\./${path.basename(helpers).replace(/[.]/g, '\\.')}";?`, 'g');
  const ownUse = [...body.matchAll(ownImport)];
  if (!clause || ownUse.some(([, names]) => names)) {
    console.warn(`chunk plan: esbuild's helpers (${helpers}) stay a file of their own: not the code expected, or ${into} uses them`);
    return null;
  }
  const pairs = (list) => list.split(',').filter(Boolean).map((item) => item.trim().split(/\s+as\s+/)).map(([from, to]) => [from, to ?? from]);
  const exported = pairs(clause[1]);
  // New export names of the same length as the old ones, free in the chunk.
  const taken = new Set(outputs[into].exports);
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_';
  const fresh = (length) => {
    for (let n = 0; ; n++) {
      let name = '';
      for (let k = n, i = 0; i < length; i++, k = Math.floor(k / letters.length)) name = letters[k % letters.length] + name;
      if (!taken.has(name)) return taken.add(name), name;
      if (n > letters.length ** length) throw new Error(`chunk plan: no free export name of ${length} characters in ${into}`);
    }
  };
  const renamed = new Map(exported.map(([, name]) => [name, fresh(name.length)]));
  // The importers first, in memory. `{a as p}` keeps its length; `{a}` becomes `{M as a}`, and the
  // mappings after it on its line move by as much.
  const rewrites = new Map();
  for (const importer of importers.filter((file) => file !== into)) {
    const source = await fs.readFile(path.resolve(workingDir, importer), 'utf8');
    const importsInto = outputs[importer].imports.some((i) => i.path === into && i.kind === 'import-statement');
    const moves = [];
    let fits = true;
    let grown = 0;
    const rewritten = source.replace(ownImport, (found, names, at) => {
      if (!names) return importsInto ? ' '.repeat(found.length) : found.replace(path.basename(helpers), base);
      const list = /^\{([^}]*)\}$/.exec(names.trim());
      if (!list || pairs(list[1]).some(([name]) => !renamed.has(name))) return (fits = false), found;
      const out = found.replace(list[0], `{${pairs(list[1]).map(([name, as]) => `${renamed.get(name)} as ${as}`).join(',')}}`).replace(path.basename(helpers), base);
      if (out.length !== found.length) moves.push({ at: at + found.length + grown, by: out.length - found.length }), (grown += out.length - found.length);
      return out;
    });
    if (!fits) {
      console.warn(`chunk plan: esbuild's helpers (${helpers}) stay a file of their own: ${importer} imports them in a form not expected`);
      return null;
    }
    rewrites.set(importer, { rewritten, importsInto, moves });
  }
  // An export names a binding: the helpers' function returns them, and bindings of a name the chunk
  // does not use take them.
  let local = 'haHelpers';
  while (body.includes(local)) local += '_';
  const bindings = [...renamed.values()].map((name) => `${local}_${name}`);
  const statement = `var[${bindings.join(',')}]=(()=>{${code.slice(0, clause.index)}return[${exported.map(([from]) => from).join(',')}]})();export{${[...renamed.values()].map((name, i) => `${bindings[i]} as ${name}`).join(',')}};`;
  const own = body.replace(ownImport, (found) => ' '.repeat(found.length));
  const tail = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(own);
  await fs.writeFile(intoFile, tail ? `${own.slice(0, tail.index)}\n${statement}${own.slice(tail.index)}` : `${own}\n${statement}\n`);
  for (const [importer, { rewritten, importsInto, moves }] of rewrites) {
    await fs.writeFile(path.resolve(workingDir, importer), rewritten);
    const mapFile = path.resolve(workingDir, `${importer}.map`);
    if (moves.length && existsSync(mapFile)) {
      const map = JSON.parse(await fs.readFile(mapFile, 'utf8'));
      for (const { at, by } of moves) {
        // `at` is where the old text went on, in the new text less this move.
        const line = rewritten.slice(0, at).split('\n').length - 1;
        map.mappings = shiftMappings(map.mappings, line, at - (rewritten.lastIndexOf('\n', at - 1) + 1), by);
      }
      await fs.writeFile(mapFile, JSON.stringify(map));
    }
    const imports = outputs[importer].imports.filter((i) => i.path !== helpers);
    outputs[importer].imports = importsInto ? imports : [...imports, { path: into, kind: 'import-statement' }];
  }
  outputs[into].imports = outputs[into].imports.filter((i) => i.path !== helpers);
  outputs[into].exports = [...outputs[into].exports, ...renamed.values()];
  for (const suffix of ['', '.map', '.LEGAL.txt']) {
    delete outputs[`${helpers}${suffix}`];
    await fs.rm(path.resolve(workingDir, `${helpers}${suffix}`), { force: true });
  }
  return { helpers, file: into };
}

/** The names a module's code leaves to its surroundings (`globals`) and those it declares at its top level. */
async function scopeNames(code) {
  const { ast } = await minify(code, { compress: false, mangle: false, module: true, output: { ast: true, code: false } });
  ast.figure_out_scope({ module: true });
  return { globals: new Set(ast.globals.keys()), declared: new Set(ast.variables.keys()) };
}

/** `carousel`, `testimonial-carousel` -> `carousel`, `testimonialCarousel`: an export name. */
const exportNameOf = (file) => path.basename(file).replace(/-[A-Z0-9]+\.js$/, '').replace(/[^\w$]+(\w)/g, (_, c) => c.toUpperCase()).replace(/^[^A-Za-z_$]/, '_$&');

/**
 * An entry whose own code is tiny (a widget's definition whose code is all in shared chunks) costs a
 * file and an `import()` of its own. It moves into the shared chunk it imports that already loads
 * everything else it imports: its code goes on a line after that chunk's code, inside a function so
 * that its names stay its own (its imports become the function's parameters), and the chunk
 * exports that function under the entry's name (`carousel`, `testimonialCarousel`). The function
 * runs the entry's code the first time it is called and then returns the same definition: a page
 * that loads the chunk for another widget never runs it. The second stage calls it where the
 * manifest names it (`entry`) instead of reading `default`. The entry's stylesheet stays its own.
 *
 * Left as it is, and said, when the entry imports with `import()`, another file imports it, no
 * shared chunk it imports loads all its other imports (or that chunk is the hub's or one the hub
 * loads: every page would pay), a name its code takes from its surroundings is one the chunk
 * declares, or its code is not the imports, the code and `export{x as default}` expected.
 * The entry's source map joins the chunk's. `metafile` is changed to match. `exclude`: files that
 * take no entry, but for the entries named in `anywhere`, which fold whatever their size (a trade
 * measured per case, as `joinCommon`).
 * Returns `[{ entryPoint, file, name, cssBundle }]`.
 */
export async function foldTinyEntries(metafile, entries, workingDir, { maxBytes = 512, exclude = [], anywhere = [] } = {}) {
  const { outputs } = metafile;
  const folded = [];
  const left = [];
  const pairs = (list) => list.split(',').filter(Boolean).map((item) => item.trim().split(/\s+as\s+/)).map(([from, to]) => [from, to ?? from]);
  const importers = (file) => Object.keys(outputs).filter((f) => outputs[f].imports.some((i) => i.path === file));
  for (const file of Object.keys(outputs)) {
    const output = outputs[file];
    if (!file.endsWith('.js') || !entries.includes(output.entryPoint)) continue;
    const own = Object.values(output.inputs).reduce((sum, i) => sum + i.bytesInOutput, 0);
    if (own > maxBytes && !anywhere.includes(output.entryPoint)) continue;
    const why = (reason) => left.push(`${path.basename(file)} (${reason})`);
    if (output.imports.some((i) => i.kind !== 'import-statement' || i.external)) {
      why('imports late');
      continue;
    }
    if (importers(file).length) {
      why('imported by another file');
      continue;
    }
    const uses = output.imports.map((i) => i.path);
    const targets = uses.filter((t) => {
      if (!outputs[t] || outputs[t].entryPoint || (exclude.includes(t) && !anywhere.includes(output.entryPoint)) || !t.endsWith('.js')) return false;
      const loaded = staticallyLoaded(outputs, t);
      return !loaded.has(t) && uses.every((u) => u === t || loaded.has(u));
    });
    if (!targets.length) {
      why(uses.some((t) => !exclude.includes(t)) ? 'no chunk it imports loads the others' : 'it imports only the hub’s chunks');
      continue;
    }
    const abs = (f) => path.resolve(workingDir, f);
    const text = await fs.readFile(abs(file), 'utf8');
    // Its imports, then its code, then its one export.
    const statement = /\s*import\s*(?:\{([^}]*)\}\s*from\s*)?"\.\/([^"]+)";?/y;
    let at = /^(?:\/\/[^\n]*\n)*/.exec(text)[0].length;
    const imported = [];
    for (let found; (statement.lastIndex = at), (found = statement.exec(text)); at = statement.lastIndex)
      if (found[1] !== undefined) imported.push(...pairs(found[1]).map(([name, local]) => ({ from: `${path.dirname(file)}/${found[2]}`, name, local })));
    at += /^\s*/.exec(text.slice(at))[0].length;
    const clause = /export\s*\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=[^\n]*\s*)?$/.exec(text);
    const exported = clause ? pairs(clause[1]) : [];
    if (!clause || clause.index <= at || exported.length !== 1 || exported[0][1] !== 'default' || /^import\b/.test(text.slice(at))) {
      why('not the code expected');
      continue;
    }
    // The chunk the entry imports the most names from.
    const target = targets.sort((a, b) => imported.filter((i) => i.from === b).length - imported.filter((i) => i.from === a).length)[0];
    const targetText = await fs.readFile(abs(target), 'utf8');
    const [mine, theirs] = await Promise.all([scopeNames(text), scopeNames(targetText)]);
    const clash = [...mine.globals].filter((name) => theirs.declared.has(name));
    if (clash.length) {
      why(`${target} declares ${clash.join(', ')}, which its code takes from the page`);
      continue;
    }
    const localOf = new Map();
    for (const [, list] of targetText.matchAll(/export\s*\{([^}]*)\};?\s*(?=\n|$)/g)) for (const [local, name] of pairs(list)) localOf.set(name, local);
    if (imported.some((i) => i.from === target && !localOf.has(i.name))) {
      why(`${target} does not end with the export clause expected`);
      continue;
    }
    const name = exportNameOf(file);
    if (outputs[target].exports.includes(name)) {
      why(`${target} exports ${name} already`);
      continue;
    }
    // Names of our own at the chunk's top level: none it declares or takes from the page, none the
    // entry's code takes from the page.
    const taken = new Set([...theirs.declared, ...theirs.globals, ...mine.globals]);
    const fresh = (want) => {
      let n = want;
      for (let k = 1; taken.has(n); k++) n = `${want}${k}`;
      return taken.add(n), n;
    };
    // What it imports from other chunks, the chunk imports too, under names of its own.
    const bindingOf = new Map();
    const late = [];
    for (const i of imported.filter((i) => i.from !== target)) {
      const key = `${i.from}\n${i.name}`;
      if (!bindingOf.has(key)) bindingOf.set(key, fresh(`haEntry_${name}_${i.name.replace(/\$/g, '_')}`)), late.push(i);
    }
    const byFile = new Map();
    for (const i of late) byFile.set(i.from, [...(byFile.get(i.from) ?? []), i]);
    const [memo, getter] = [fresh(`haEntry_${name}`), fresh(`haEntry_${name}_get`)];
    const head =
      [...byFile].map(([from, list]) => `import{${list.map((i) => `${i.name} as ${bindingOf.get(`${i.from}\n${i.name}`)}`).join(',')}}from"./${path.basename(from)}";`).join('') +
      `var ${memo};function ${getter}(){return ${memo}??=((${imported.map((i) => i.local).join(',')})=>{`;
    const args = imported.map((i) => (i.from === target ? localOf.get(i.name) : bindingOf.get(`${i.from}\n${i.name}`)));
    const code = text.slice(at, clause.index);
    const line = `${head}${code}${/[;}]\s*$/.test(code) ? '' : ';'}return ${exported[0][0]}})(${args.join(',')})}export{${getter} as ${name}};`;
    const tail = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(targetText);
    const before = tail ? targetText.slice(0, tail.index) : targetText.replace(/\n?$/, '');
    const after = `${before}\n${line}${tail ? targetText.slice(tail.index) : '\n'}`;
    await scopeNames(after).catch((error) => {
      throw new Error(`chunk plan: ${file} folded into ${target} does not parse: ${error.message}`);
    });
    await fs.writeFile(abs(target), after);
    await joinSourceMaps(abs(target), abs(file), { line: before.split('\n').length, column: head.length }, lineColumn(text, at), lineColumn(text, clause.index));
    outputs[target].imports = [...outputs[target].imports, ...[...new Set(late.map((i) => i.from))].filter((f) => !outputs[target].imports.some((i) => i.path === f)).map((f) => ({ path: f, kind: 'import-statement' }))];
    outputs[target].exports = [...outputs[target].exports, name];
    outputs[target].inputs = { ...outputs[target].inputs, ...output.inputs };
    for (const suffix of ['', '.map', '.LEGAL.txt']) {
      delete outputs[`${file}${suffix}`];
      await fs.rm(abs(`${file}${suffix}`), { force: true });
    }
    folded.push({ entryPoint: output.entryPoint, file: target, name, ...(output.cssBundle ? { cssBundle: output.cssBundle } : {}) });
  }
  if (left.length) console.warn(`chunk plan: ${left.length} tiny entries keep their file: ${left.join('; ')}`);
  return folded;
}

/** The line and column (from 0) of `offset` in `text`. */
function lineColumn(text, offset) {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length - 1, column: offset - (before.lastIndexOf('\n') + 1) };
}

/**
 * Adds to `into`'s source map the mappings of `from`'s generated text between `start` and `end`,
 * which now begins at `at` in `into`. Sources and names are appended.
 */
async function joinSourceMaps(into, from, at, start, end) {
  if (!existsSync(`${into}.map`) || !existsSync(`${from}.map`)) return;
  const [target, source] = await Promise.all([`${into}.map`, `${from}.map`].map(async (file) => JSON.parse(await fs.readFile(file, 'utf8'))));
  const lines = decodeMappings(target.mappings);
  const sourceBase = target.sources.length;
  const nameBase = (target.names ?? []).length;
  target.sources = [...target.sources, ...source.sources];
  if (target.sourcesContent || source.sourcesContent) target.sourcesContent = [...(target.sourcesContent ?? target.sources.slice(0, sourceBase).map(() => null)), ...(source.sourcesContent ?? source.sources.map(() => null))];
  target.names = [...(target.names ?? []), ...(source.names ?? [])];
  decodeMappings(source.mappings).forEach((segments, line) => {
    for (const [column, ...rest] of segments) {
      const inside = (line > start.line || (line === start.line && column >= start.column)) && (line < end.line || (line === end.line && column < end.column));
      if (!inside || rest.length < 3) continue;
      const newLine = at.line + line - start.line;
      while (lines.length <= newLine) lines.push([]);
      lines[newLine].push([line === start.line ? column - start.column + at.column : column, rest[0] + sourceBase, rest[1], rest[2], ...(rest.length > 3 ? [rest[3] + nameBase] : [])]);
    }
  });
  target.mappings = encodeMappings(lines);
  await fs.writeFile(`${into}.map`, JSON.stringify(target));
}

/** A source map's mappings as absolute segments per generated line: `[column, source, line, column, name?]`. */
export function decodeMappings(mappings) {
  const state = [0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [dc, ...rest] = decodeSegment(segment);
        column += dc;
        rest.forEach((value, i) => (state[i] += value));
        return [column, ...state.slice(0, rest.length)];
      });
  });
}

export function encodeMappings(lines) {
  const state = [0, 0, 0, 0];
  return lines
    .map((segments) => {
      let column = 0;
      return segments
        .map(([c, ...rest]) => {
          const values = [c - column, ...rest.map((value, i) => value - state[i])];
          column = c;
          rest.forEach((value, i) => (state[i] = value));
          return encodeSegment(values);
        })
        .join(',');
    })
    .join(';');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment of a source map's mappings: its numbers (base64 VLQ). */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) shift += 5;
    else values.push(value % 2 ? -(value - 1) / 2 : value / 2), (value = 0), (shift = 0);
  }
  return values;
}

export function encodeSegment(values) {
  return values
    .map((v) => {
      let rest = v < 0 ? -v * 2 + 1 : v * 2;
      let out = '';
      do {
        const digit = rest % 32;
        rest = Math.floor(rest / 32);
        out += BASE64[digit + (rest ? 32 : 0)];
      } while (rest);
      return out;
    })
    .join('');
}

/**
 * Moves every mapping of generated `line` (from 0) at or after `column` by `by` columns. A segment's
 * column counts from the one before it on its line: only the first segment moved changes.
 */
export function shiftMappings(mappings, line, column, by) {
  const lines = mappings.split(';');
  const segments = (lines[line] ?? '').split(',');
  let at = 0;
  for (let i = 0; i < segments.length; i++) {
    if (!segments[i]) continue;
    const values = decodeSegment(segments[i]);
    at += values[0];
    if (at >= column) {
      values[0] += by;
      segments[i] = encodeSegment(values);
      break;
    }
  }
  lines[line] = segments.join(',');
  return lines.join(';');
}
