// Builds dist/: the widget and runtime chunks (ESM, code-split, content-hashed, per-widget CSS),
// a hashed manifest chunk and manifest.json, then the classic-script loader that knows them.
// Prints a size report and fails when a budget is exceeded.
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWithChunkPlan } from './scripts/chunk-plan.mjs';
import { writeGallery } from './scripts/gallery.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');
const outdir = path.join(root, 'dist');
const pkg = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8'));

export const BUDGETS = {
  loader: 3 * 1024,
  widget: 8 * 1024,
  premount: 4 * 1024,
  /** A stylesheet loaded with widgets: a widget's own (its base look included) or a shared one (Swiper's). */
  style: 4 * 1024,
};

/** The stylesheet that gives widgets their mounted shape before they mount (see README, layout shift). */
export const PREMOUNT_CSS = 'ha-widgets.css';

/**
 * Every widget's base look in one file, for a page without the add-on's stylesheet to link in its
 * head: each widget's chunk stylesheet carries its own too, but that arrives after the first paint.
 */
export const BASE_CSS = 'ha-widgets-base.css';

/**
 * `swiper/modules/<name>` imports one Swiper module file. Through the package's `swiper/modules`
 * index every module file would be reachable from each slider, so esbuild would put every module any
 * slider uses into the chunk all of them share; per file, each module lands with the sliders using it.
 */
const swiperModuleFiles = {
  name: 'swiper-module-files',
  setup(build) {
    build.onResolve({ filter: /^swiper\/modules\/[a-z0-9-]+$/ }, (args) => ({
      path: path.join(root, 'node_modules', 'swiper', 'modules', `${args.path.slice('swiper/modules/'.length)}.mjs`),
    }));
  },
};

/**
 * Swiper's stylesheets (`swiper/css`, `swiper/css/<module>`) are loaded once per page. esbuild would
 * copy each into the CSS bundle of every widget reaching it (8 carousels shared Swiper's core CSS), so
 * the imports are emptied here and `buildSwiperStyles` builds the files on their own.
 */
const SWIPER_CSS = 'swiper-css';
const swiperStyleImports = {
  name: 'swiper-style-imports',
  setup(build) {
    build.onResolve({ filter: /^swiper\/css(\/[a-z-]+)?$/ }, (args) => {
      const module = args.path.slice('swiper/css/'.length);
      const file = module ? path.join('modules', `${module}.css`) : 'swiper.css';
      return { path: path.join(root, 'node_modules', 'swiper', file), namespace: SWIPER_CSS };
    });
    build.onLoad({ filter: /.*/, namespace: SWIPER_CSS }, () => ({ contents: '', loader: 'css' }));
  },
};

/**
 * React DOM makes five sentinel errors as it evaluates, inside the one function esbuild wraps the
 * whole CommonJS module in. The browser records where each error was made, so V8 re-parses that
 * function and the chunk for their source positions on every page: most of the runtime chunk's
 * evaluation. React only throws these objects to itself and compares them by
 * identity, so here they are plain objects with Error's prototype and message, made without a stack.
 * The count is checked so that a React update that changes them stops the build instead of being
 * missed.
 */
const REACT_SENTINELS = /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\((formatProdErrorMessage\(\d+\))\)/g;
const reactSentinelsWithoutStacks = {
  name: 'react-sentinels-without-stacks',
  setup(build) {
    build.onLoad({ filter: /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      const found = source.match(REACT_SENTINELS)?.length ?? 0;
      if (found !== 5) throw new Error(`react-dom: expected 5 sentinel errors to rewrite, found ${found}; review reactSentinelsWithoutStacks`);
      return {
        contents: source.replace(REACT_SENTINELS, '$1 = Object.assign(Object.create(Error.prototype), { message: $2 })'),
        loader: 'js',
      };
    });
  },
};

/**
 * Leaflet tests, as its module loads, whether the browser parses inline SVG by writing `<svg/>` into
 * a div's innerHTML: on a page that enforces Trusted Types that write throws and Leaflet never loads.
 * Here the same element is made with createElementNS, which gives the same answer. The count is
 * checked so that a Leaflet update that changes the line stops the build instead of being missed.
 */
const LEAFLET_SVG_PROBE = /div\.innerHTML = '<svg\/>';/g;
const leafletWithoutHtmlProbe = {
  name: 'leaflet-without-html-probe',
  setup(build) {
    build.onLoad({ filter: /leaflet[\\/]dist[\\/]leaflet-src\.esm\.js$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      const found = source.match(LEAFLET_SVG_PROBE)?.length ?? 0;
      if (found !== 1) throw new Error(`leaflet: expected 1 inline-SVG probe to rewrite, found ${found}; review leafletWithoutHtmlProbe`);
      return {
        contents: source.replace(LEAFLET_SVG_PROBE, "div.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));"),
        loader: 'js',
      };
    });
  },
};

const shared = {
  plugins: [swiperModuleFiles, swiperStyleImports, reactSentinelsWithoutStacks, leafletWithoutHtmlProbe],
  bundle: true,
  minify: true,
  sourcemap: 'linked',
  target: ['chrome100', 'firefox100', 'safari15.4'],
  jsx: 'automatic',
  legalComments: 'external',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};

/** The folders of one kind (`widgets`, `extensions`) that have a meta.ts; `out` names their chunk. */
async function foldersOf(kind, prefix = '') {
  const base = path.join(src, kind);
  if (!existsSync(base)) return [];
  const names = (await fs.readdir(base, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  return names
    .filter((name) => existsSync(path.join(base, name, 'meta.ts')))
    .map((name) => {
      const index = ['index.ts', 'index.tsx'].map((f) => path.join(base, name, f)).find(existsSync);
      if (!index) throw new Error(`src/${kind}/${name} has meta.ts but no index.ts`);
      return { name, dir: path.join(base, name), out: prefix + name, index, meta: path.join(base, name, 'meta.ts') };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const widgetFolders = () => foldersOf('widgets');
// Prefixed so that an extension's chunk never shares a name with a widget's.
export const extensionFolders = () => foldersOf('extensions', 'ext-');

/** The code-splitting build of the runtime, widget and extension chunks, and its chunk plan's options. */
export function chunkBuild(folders) {
  const options = {
    ...shared,
    entryPoints: [
      { in: path.join(src, 'runtime/mount.tsx'), out: 'runtime' },
      ...folders.map((f) => ({ in: f.index, out: f.out })),
    ],
    outdir,
    format: 'esm',
    splitting: true,
    // Chunks load when a widget needs them, and then most of their code runs at once: V8 compiles
    // every function while streaming the file, off the main thread, instead of on first call.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: 'assets/[name]-[hash]',
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
    metafile: true,
  };
  // The pricing table's fold and style fields (three widgets' code, 0.6 KB gzip) join the common
  // chunk, and the hash-action decoding that the lightbox and URL-action extensions share joins the
  // base chunk: a file fewer where they load, a few hundred bytes more on other pages
  // (docs/performance.md).
  return {
    options,
    plan: {
      hub: path.join(src, 'runtime/mount.tsx'),
      joinCommon: ['src/ui/fold/', 'src/ui/style-fields.ts', 'src/services/url.ts'],
      tinyEntriesAnywhere: [path.join(src, 'extensions/url-actions/index.ts')],
    },
  };
}

async function buildChunks(folders) {
  // Two passes: the first learns the module graph, the second builds esbuild's many small shared
  // chunks as a few (scripts/chunk-plan.mjs; docs/performance.md, "The chunk plan").
  const { options, plan } = chunkBuild(folders);
  const result = await buildWithChunkPlan(esbuild, options, plan);
  const { outputs } = result.metafile;
  const swiperStyles = await buildSwiperStyles(outputs);
  const byEntry = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    // Shared stylesheets first: the widget's own rules come after them in the cascade.
    const css = output.cssBundle ? [...swiperStyles.get(output.cssBundle), path.basename(output.cssBundle)] : [];
    const deps = neededChunks(outputs, file).map((dep) => path.basename(dep));
    byEntry[path.resolve(root, output.entryPoint)] = { js: path.basename(file), ...(css.length ? { css } : {}), deps };
  }
  // A tiny entry folded into a shared chunk: that chunk, and the function it exports under `entry`.
  for (const { entryPoint, file, name, cssBundle } of result.plan.entries) {
    const css = cssBundle ? [...swiperStyles.get(cssBundle), path.basename(cssBundle)] : [];
    const deps = neededChunks(outputs, file).map((dep) => path.basename(dep));
    byEntry[path.resolve(root, entryPoint)] = { js: path.basename(file), entry: name, ...(css.length ? { css } : {}), deps };
  }
  return { byEntry, outputs };
}

/**
 * Every chunk `file` needs, however deep: what it imports, and the library a `vendor.ts` module loads
 * when the widget starts (Swiper, Chart.js: imported late so that they run after the first paint, but
 * always needed). The second stage asks for them all at once (modulepreload), so a widget's files
 * arrive in one wave instead of one level of imports at a time. Other late imports (the sanitiser
 * for a server's answer, a popup's code) come when they are needed.
 */
export function neededChunks(outputs, file) {
  const found = new Set();
  const needed = ({ path: dep, kind, external }) =>
    !external && (kind === 'import-statement' || (kind === 'dynamic-import' && Object.keys(outputs[dep]?.inputs ?? {}).some((input) => input.endsWith('/vendor.ts'))));
  const visit = (from) => {
    for (const use of outputs[from]?.imports ?? []) if (needed(use) && !found.has(use.path)) found.add(use.path), visit(use.path);
  };
  visit(file);
  found.delete(file);
  return [...found].sort();
}

/**
 * Builds the Swiper stylesheets that the widget CSS bundles import (emptied there by
 * swiperStyleImports): the files imported by the same set of widgets make one hashed stylesheet.
 * Returns, per widget CSS bundle, the stylesheets it needs in the order of its imports.
 */
async function buildSwiperStyles(outputs) {
  const prefix = `${SWIPER_CSS}:`;
  const importsOf = new Map();
  const importers = new Map();
  for (const [bundle, output] of Object.entries(outputs)) {
    if (!bundle.endsWith('.css')) continue;
    const files = Object.keys(output.inputs).filter((input) => input.startsWith(prefix)).map((input) => input.slice(prefix.length));
    importsOf.set(bundle, files);
    for (const file of files) importers.set(file, [...(importers.get(file) ?? []), bundle]);
  }
  const byImporters = new Map();
  for (const [file, bundles] of importers) byImporters.set(bundles.join(), [...(byImporters.get(bundles.join()) ?? []), file]);
  const groups = [...byImporters.values()];
  const contents = groups.map((files) => files.map((file) => `@import ${JSON.stringify(file)};`).join('\n'));
  const result = await esbuild.build({
    ...shared,
    entryPoints: contents.map((_, i) => ({ in: `${prefix}${i}`, out: 'swiper' })),
    outdir,
    entryNames: '[name]-[hash]',
    metafile: true,
    plugins: [
      {
        name: 'swiper-style-groups',
        setup(build) {
          build.onResolve({ filter: new RegExp(`^${prefix}`) }, (args) => ({ path: args.path, namespace: SWIPER_CSS }));
          build.onLoad({ filter: /.*/, namespace: SWIPER_CSS }, (args) => ({
            contents: contents[Number(args.path.slice(prefix.length))],
            loader: 'css',
            resolveDir: root,
          }));
        },
      },
    ],
  });
  const stylesheetOf = new Map();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith('.css')) continue;
    for (const swiperFile of groups[Number(output.entryPoint.split(':').pop())]) stylesheetOf.set(swiperFile, path.basename(file));
  }
  return new Map([...importsOf].map(([bundle, files]) => [bundle, [...new Set(files.map((file) => stylesheetOf.get(file)))]]));
}

/** Writes manifest.json and builds the loader's second stage with the same data compiled in. */
async function buildBoot(folders, metas, byEntry, outputs, extensions, extensionMetas) {
  const { js: runtime, deps: runtimeDeps } = byEntry[path.join(src, 'runtime/mount.tsx')];
  // A widget's late modules where its markup asks for them (meta `optional`): the chunk holding each
  // one, and what that chunk imports.
  const optionalOf = Object.fromEntries(
    folders.map((f) => [
      f.name,
      Object.entries(metas[f.name].optional ?? {}).map(([selector, module]) => {
        const inputs = [`${module}.ts`, `${module}.tsx`, `${module}/index.ts`, `${module}/index.tsx`].map((file) => path.relative(root, path.join(src, file)));
        const chunk = Object.keys(outputs).find((file) => file.endsWith('.js') && inputs.some((input) => input in outputs[file].inputs));
        if (!chunk) throw new Error(`${f.name}/meta.ts: optional module ${module} is in no chunk`);
        return [selector, [chunk, ...neededChunks(outputs, chunk)].map((file) => path.basename(file))];
      }),
    ]),
  );
  // Shared chunks by number, so that each name is written once into the second stage.
  const lateFiles = Object.values(optionalOf).flatMap((list) => list.flatMap(([, files]) => files));
  const chunks = [...new Set([...runtimeDeps, ...[...folders, ...extensions].flatMap((f) => byEntry[f.index].deps), ...lateFiles])].sort();
  const numbered = (deps) => deps.map((dep) => chunks.indexOf(dep));
  const widgets = Object.fromEntries(
    folders.map((f) => {
      const { deps, ...files } = byEntry[f.index];
      const optional = optionalOf[f.name].map(([selector, late]) => [selector, numbered(late)]);
      return [f.name, { ...files, deps: numbered(deps), ...(optional.length ? { optional } : {}) }];
    }),
  );
  const pageLevel = Object.fromEntries(
    extensions.map((f) => {
      const { deps, ...files } = byEntry[f.index];
      const { selector, config, actions, wakesLoader } = extensionMetas[f.name];
      const optional = { config, actions, wakesLoader };
      for (const key in optional) if (optional[key] === undefined || optional[key] === true) delete optional[key];
      return [f.name, { ...files, deps: numbered(deps), selector, ...optional }];
    }),
  );
  const holds = extensions.map((f) => extensionMetas[f.name].holds).filter(Boolean).join(',');
  const known = {};
  const types = {};
  for (const f of folders) {
    const { trigger, threshold } = metas[f.name];
    for (const type of metas[f.name].types) {
      known[type] = [f.name, trigger, ...(threshold !== undefined ? [threshold] : [])];
      const optional = optionalOf[f.name].map(([selector, files]) => ({ selector, files }));
      types[type] = { folder: f.name, trigger, chunk: widgets[f.name].js, ...(widgets[f.name].entry ? { entry: widgets[f.name].entry } : {}), css: widgets[f.name].css ?? null, deps: byEntry[f.index].deps, ...(optional.length ? { optional } : {}) };
    }
  }
  const result = await esbuild.build({
    ...shared,
    entryPoints: [{ in: path.join(src, 'loader/boot.ts'), out: 'boot' }],
    outdir,
    entryNames: '[name]-[hash]',
    format: 'esm',
    metafile: true,
    define: { ...shared.define, __HA_MANIFEST_DATA__: JSON.stringify({ runtime, runtimeDeps: numbered(runtimeDeps), chunks, types: known, widgets, extensions: pageLevel, holds }),
    },
  });
  const boot = path.basename(Object.keys(result.metafile.outputs).find((f) => f.endsWith('.js')));
  const manifest = { version: pkg.version, loader: 'ha-widgets.js', premount: PREMOUNT_CSS, base: BASE_CSS, boot, runtime, runtimeDeps, types, extensions: pageLevel };
  await fs.writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return boot;
}

/** Reads each meta.ts by bundling it on its own: they import nothing at run time. */
async function loadMetas(folders) {
  const out = {};
  for (const f of folders) {
    const result = await esbuild.build({ entryPoints: [f.meta], bundle: true, write: false, format: 'esm', logLevel: 'silent' });
    const code = result.outputFiles[0].text;
    out[f.name] = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).default;
  }
  return out;
}

/**
 * Every widget folder's premount.css in one small render-blocking stylesheet with a stable name, for
 * the page's head. Only under `scripting: enabled`: with JavaScript off the server layout stays.
 */
async function buildBaseLook(folders) {
  const imports = folders.map((f) => `@import ${JSON.stringify(path.join(src, 'widgets', f.name, 'base.css'))};`).join('\n');
  await esbuild.build({
    stdin: { contents: imports, loader: 'css', resolveDir: src, sourcefile: 'base.css' },
    outfile: path.join(outdir, BASE_CSS),
    bundle: true,
    minify: true,
    logLevel: 'warning',
  });
}

/**
 * Premount rules name the page builder's wrapper (`.elementor-widget-ha-carousel`), which always
 * carries `data-widget_type` too; an element that carries only `data-widget_type` is a widget as
 * well, so the build matches the attribute instead (same specificity).
 */
export function bareElementsToo(css) {
  return css
    .replace(/\.elementor-widget-(ha-[\w-]+)(?![\w-])/g, "[data-widget_type^='$1.']")
    .replace(/\.elementor-widget(?![\w-])/g, '[data-widget_type]');
}

async function buildPremount(folders, premount) {
  const files = folders.map((f) => path.join(f.dir, 'premount.css')).filter(existsSync);
  const imports = files.map((file) => `@import ${JSON.stringify(file)};`).join('\n');
  // The loader's copies are not inherited: a widget nested in another does not read its host's.
  const properties = Object.values(premount).flat().map((e) => `@property --ha-set-${e.key}{syntax:'*';inherits:false}`);
  const result = await esbuild.build({
    stdin: { contents: [imports, ...properties].join('\n'), loader: 'css', resolveDir: src, sourcefile: 'premount.css' },
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  const css = bareElementsToo(result.outputFiles[0].text.trim());
  await fs.writeFile(path.join(outdir, PREMOUNT_CSS), css ? `@media (scripting:enabled){${css}}\n` : '');
}

/**
 * The custom properties of a widget's premount settings (src/widgets/<name>/premount.ts, see
 * PremountSetting): a responsive setting's `{name}_tablet` and `{name}_mobile` fall back to the next
 * wider device's. `unit` is a plain number's; `fallback` is what premount.css gives var() when
 * nothing was copied (tests/unit/widgets/premount-declarations.test.ts checks it).
 */
export function premountEntries(settings) {
  return settings.flatMap((setting) => {
    let fallback = `${setting.default}${setting.unit}`;
    return (setting.responsive ? ['', '_tablet', '_mobile'] : ['']).map((device) => {
      const entry = { key: setting.name + device, unit: setting.unit, fallback };
      fallback = `var(--ha-set-${entry.key}, ${fallback})`;
      return entry;
    });
  });
}

/** Per widget folder with a premount.ts, its entries, read by bundling the file on its own. */
async function loadPremount(folders) {
  const out = {};
  for (const f of folders) {
    const file = path.join(src, 'widgets', f.name, 'premount.ts');
    if (!existsSync(file)) continue;
    const result = await esbuild.build({ entryPoints: [file], bundle: true, write: false, format: 'esm', logLevel: 'silent' });
    const code = result.outputFiles[0].text;
    out[f.name] = premountEntries((await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).default);
  }
  return out;
}

/**
 * What the loader copies onto an `ha-` wrapper before the first paint: every declared length's key,
 * one list for all types (src/loader/premount-settings.ts; it copies `{key}_tablet` and
 * `{key}_mobile` too), a plain number in px.
 */
export function premountSettings(premount) {
  const keys = new Set();
  for (const [name, entries] of Object.entries(premount))
    for (const { key, unit } of entries) {
      if (unit !== 'px') throw new Error(`premount setting ${key} of ${name}: a plain number is in px (the page builder's unit), not ${unit}`);
      keys.add(key.replace(/_(tablet|mobile)$/, ''));
    }
  return [...keys];
}

/**
 * Built types that do not start with `ha-` (the page builder's own widgets that a folder of ours
 * drives, such as the loop filter's `taxonomy-filter`): the loader takes them as candidates too.
 */
export function otherTypes(metas) {
  return Object.values(metas).flatMap((meta) => meta.types.filter((type) => !type.startsWith('ha-')));
}

/**
 * What the loader knows of extensions before any of their code loads: one selector for all (an element
 * matching it brings the second stage), and whether any is a site-wide feature (then a site that sets
 * `haWidgetsConfig.features` brings the second stage on every page; which feature is its business).
 * Extensions that do not wake the loader are left out: the second stage looks for them itself.
 */
export function loaderExtensions(extensions, metas) {
  const selectors = extensions.filter((f) => !metas[f.name].config && metas[f.name].wakesLoader !== false).map((f) => metas[f.name].selector);
  const features = extensions.some((f) => metas[f.name].config);
  return { selector: selectors.join() || ':not(*)', features };
}

/**
 * The loader is the one file every page pays for, within 3 KB gzip: after esbuild, terser's passes
 * shrink it further (about 4 % gzip) than esbuild's single pass does. `unsafe` only folds
 * template strings and constant arguments here (the loader has none of the patterns it could break).
 */
async function buildLoader(boot, premountUnits, extensions, others) {
  const result = await esbuild.build({
    ...shared,
    entryPoints: [path.join(src, 'loader/index.ts')],
    outfile: path.join(outdir, 'ha-widgets.js'),
    format: 'iife',
    sourcemap: 'external',
    write: false,
    define: {
      ...shared.define,
      __HA_VERSION__: JSON.stringify(pkg.version),
      __HA_BOOT__: JSON.stringify(boot),
      __HA_PREMOUNT_SETTINGS__: JSON.stringify(premountUnits),
      __HA_EXTENSIONS__: JSON.stringify(extensions.selector),
      __HA_FEATURES__: JSON.stringify(extensions.features),
      __HA_OTHER_TYPES__: JSON.stringify(others),
    },
  });
  const file = (ending) => result.outputFiles.find((f) => f.path.endsWith(ending));
  const minified = await minify(file('.js').text, {
    ecma: 2020,
    compress: { passes: 3, unsafe: true },
    // The map ships beside it without a comment naming it: those bytes went to the extensions'
    // selectors. Developer tools find it through the `SourceMap` header (our server sends it) or by hand.
    sourceMap: { content: file('.js.map').text, filename: 'ha-widgets.js' },
  });
  // esbuild marks the script strict because its sources are modules; the loader needs none of strict
  // mode's differences (no `this`, no `with`, no writes that would throw), and the 13 bytes (8 gzip)
  // are its budget's.
  await fs.writeFile(path.join(outdir, 'ha-widgets.js'), minified.code.replace(/^"use strict";/, ''));
  await fs.writeFile(path.join(outdir, 'ha-widgets.js.map'), minified.map);
  for (const other of result.outputFiles) if (!/\.js(\.map)?$/.test(other.path)) await fs.writeFile(other.path, other.contents);
}

/**
 * The npm package's ESM API for bundler users (dist/index.js, no React: the loader does the rest) and
 * the shipped types: dist/ha-widgets.d.ts is src/api-types.ts as it stands (public types only, no
 * imports), dist/index.d.ts re-exports it and types the two functions.
 */
const PACKAGE_API = `
export function haWidgets() {
  return new Promise((resolve, reject) => {
    if (typeof window === 'undefined') return reject(new Error('haWidgets() needs a browser window'));
    if (window.haWidgets) return resolve(window.haWidgets);
    // The loader calls what is queued once the API exists (and runs later pushes at once).
    (window.haWidgetsQueue ??= []).push(resolve);
  });
}
export function defineWidget(definition) {
  return definition;
}
`;

const PACKAGE_TYPES = `import type { HaWidgetsApi, RegisteredDefinition } from './ha-widgets.js';

export * from './ha-widgets.js';

/** Resolves with \`window.haWidgets\` once the loader (dist/ha-widgets.js) has made it. */
export declare function haWidgets(): Promise<HaWidgetsApi>;

/** Identity helper that ties a widget's Component props to its settings type, for \`haWidgets.register\`. */
export declare function defineWidget<S>(definition: RegisteredDefinition<S>): RegisteredDefinition<S>;
`;

async function buildPackageApi() {
  await esbuild.build({
    stdin: { contents: PACKAGE_API, loader: 'js', sourcefile: 'index.js' },
    outfile: path.join(outdir, 'index.js'),
    format: 'esm',
    target: shared.target,
    logLevel: 'warning',
  });
  await fs.copyFile(path.join(src, 'api-types.ts'), path.join(outdir, 'ha-widgets.d.ts'));
  await fs.writeFile(path.join(outdir, 'index.d.ts'), PACKAGE_TYPES);
}

/** `folders`: widgets' and extensions': each entry's own chunk is held to the widget budget. */
async function sizeReport(folders, byEntry) {
  // A folded entry's chunk is a shared one.
  const widgetFiles = new Set(folders.filter((f) => !byEntry[f.index].entry).map((f) => byEntry[f.index].js));
  // The chunk plan folds the runtime's entry into the common chunk, which keeps its chunk name.
  const runtimeFile = byEntry[path.join(src, 'runtime/mount.tsx')]?.js;
  const rows = [];
  const over = [];
  for (const name of (await fs.readdir(outdir)).sort()) {
    if (!/\.(js|css)$/.test(name)) continue;
    const body = await fs.readFile(path.join(outdir, name));
    const gzip = gzipSync(body, { level: 9 }).length;
    const kind =
      name === 'ha-widgets.js' ? 'loader' : name === PREMOUNT_CSS ? 'premount' : name === BASE_CSS ? 'base' : widgetFiles.has(name) ? 'widget' : name === runtimeFile || name.startsWith('runtime-') ? 'runtime' : name.startsWith('boot-') ? 'boot' : name.endsWith('.css') ? 'style' : 'shared';
    const budget = BUDGETS[kind];
    if (budget && gzip > budget) over.push(`${name}: ${gzip} B gzip > ${budget} B (${kind} budget)`);
    rows.push({ name, kind, raw: body.length, gzip, budget: budget ?? '' });
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`\n${'file'.padEnd(width)}  ${'kind'.padEnd(8)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)} ${'budget'.padStart(7)}`);
  for (const r of rows)
    console.log(`${r.name.padEnd(width)}  ${r.kind.padEnd(8)} ${String(r.raw).padStart(8)} ${String(r.gzip).padStart(8)} ${String(r.budget).padStart(7)}`);
  return over;
}

export async function build({ strict = true } = {}) {
  const started = Date.now();
  await fs.rm(outdir, { recursive: true, force: true });
  await fs.mkdir(outdir, { recursive: true });
  const folders = await widgetFolders();
  const extensions = await extensionFolders();
  const metas = await loadMetas(folders);
  const extensionMetas = await loadMetas(extensions);
  const { byEntry, outputs } = await buildChunks([...folders, ...extensions]);
  const premount = await loadPremount(folders);
  const boot = await buildBoot(folders, metas, byEntry, outputs, extensions, extensionMetas);
  await buildLoader(boot, premountSettings(premount), loaderExtensions(extensions, extensionMetas), otherTypes(metas));
  await buildPremount([...folders, ...extensions], premount);
  await buildBaseLook(folders);
  await buildPackageApi();
  await writeGallery();
  const over = await sizeReport([...folders, ...extensions], byEntry);
  console.log(`\nbuilt ${folders.length} widget folders and ${extensions.length} extensions in ${Date.now() - started} ms`);
  if (over.length) {
    console.error(`\nBudget exceeded:\n  ${over.join('\n  ')}`);
    if (strict) process.exitCode = 1;
  }
  return over;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
