// What dist/ ships: raw and gzip size of every script and style, what kind of file each is (loader,
// boot, runtime, widget, vendor (holds node_modules code, named by package), shared, style), the
// chunk graph (static and dynamic imports) and which node_modules files each chunk holds (from its
// source map), so a page's requests can be checked against what its widgets need.
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const packageOf = (source) => {
  const rest = source.split('node_modules/').pop().split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
};

export async function readDist(dist) {
  const manifest = JSON.parse(await fs.readFile(path.join(dist, 'manifest.json'), 'utf8'));
  // A stylesheet listed for several widget folders is a shared one (Swiper's), not a widget's own.
  const cssFolders = new Map();
  for (const t of Object.values(manifest.types)) for (const css of [t.css ?? []].flat()) cssFolders.set(css, new Set([...(cssFolders.get(css) ?? []), t.folder]));
  const widgetOf = new Map([
    // A tiny entry folded into a shared chunk (`entry`) has no file of its own.
    ...Object.values(manifest.types).filter((t) => !t.entry).map((t) => [t.chunk, t.folder]),
    ...[...cssFolders].filter(([, folders]) => folders.size === 1).map(([css, folders]) => [css, [...folders][0]]),
  ]);
  const files = {};
  for (const name of (await fs.readdir(dist)).sort()) {
    if (!/\.(js|css)$/.test(name)) continue;
    const body = await fs.readFile(path.join(dist, name));
    const map = JSON.parse(await fs.readFile(path.join(dist, `${name}.map`), 'utf8').catch(() => '{"sources":[]}'));
    const modules = map.sources.filter((s) => s.includes('node_modules/')).map((s) => s.slice(s.lastIndexOf('node_modules/')));
    const text = name.endsWith('.js') ? body.toString('utf8') : '';
    const packages = [...new Set(modules.map(packageOf))];
    const kind =
      name === manifest.loader ? 'loader'
      : name === manifest.premount ? 'premount'
      : name === manifest.boot ? 'boot'
      : name === manifest.runtime ? 'runtime'
      : widgetOf.has(name) ? (name.endsWith('.css') ? 'widget css' : 'widget')
      : cssFolders.has(name) ? 'shared css'
      : name.endsWith('.css') ? 'style'
      : packages.length ? 'vendor'
      : 'shared';
    files[name] = {
      kind,
      widget: widgetOf.get(name) ?? null,
      packages,
      modules,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      imports: [...text.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]),
      dynamic: [...text.matchAll(/import\(\s*"\.\/([\w.-]+\.js)"\s*\)/g)].map((m) => m[1]),
    };
  }
  return { manifest, files };
}

/** Every file reachable from `start` through static imports, and through dynamic ones too when asked. */
export function closure(files, start, { dynamic = false } = {}) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !files[name]) return;
    seen.add(name);
    for (const next of files[name].imports) visit(next);
    if (dynamic) for (const next of files[name].dynamic) visit(next);
  };
  for (const name of [start].flat()) visit(name);
  return seen;
}

/** What a page of these widget types may load: loader, boot, runtime and each type's chunk, style and (dynamic) imports. */
export function allowedFiles({ manifest, files }, types) {
  const built = types.filter((type) => manifest.types[type]);
  if (!types.length) return new Set([manifest.loader, manifest.base].filter(Boolean));
  const starts = [manifest.boot, manifest.runtime, manifest.premount, ...built.flatMap((type) => [manifest.types[type].chunk, manifest.types[type].css ?? []].flat())];
  // The loader and the base look are the page's own links.
  return new Set([manifest.loader, manifest.base, ...closure(files, starts, { dynamic: true })].filter(Boolean));
}

/** Per widget folder: its own chunk and style, and what mounting it first costs (its static closure). */
export function widgetCosts({ manifest, files }) {
  const runtime = closure(files, manifest.runtime);
  const out = {};
  for (const type of Object.values(manifest.types)) {
    if (out[type.folder]) continue;
    const needed = [...closure(files, type.chunk)].filter((name) => !runtime.has(name));
    const later = [...closure(files, type.chunk, { dynamic: true })].filter((name) => !runtime.has(name) && !needed.includes(name));
    const sum = (names, key) => names.reduce((total, name) => total + files[name][key], 0);
    const styles = [type.css ?? []].flat();
    const own = [...(type.entry ? [] : [type.chunk]), ...styles.filter((css) => files[css].kind === 'widget css')];
    out[type.folder] = {
      ownGzip: sum(own, 'gzip'),
      ownRaw: sum(own, 'raw'),
      staticGzip: sum(needed, 'gzip') + sum(styles, 'gzip'),
      dynamicGzip: sum(later, 'gzip'),
      vendors: [...new Set([...needed, ...later].flatMap((name) => files[name].packages))],
    };
  }
  return out;
}

/**
 * What a page loaded against what it needed: files requested more than once, node_modules files
 * shipped in two loaded files (a library loaded twice), and files none of its widgets lead to.
 * `requested`: file name -> request count; `types`: the page's widget types of ours.
 */
export function checkLoads(dist, requested, types) {
  const allowed = allowedFiles(dist, types);
  const names = Object.keys(requested).filter((name) => dist.files[name]);
  const owners = new Map();
  for (const name of names) for (const module of dist.files[name].modules) owners.set(module, [...(owners.get(module) ?? []), name]);
  return {
    // The loader is the page's own script tag (a page may print two); the rest is ours to fetch once.
    repeated: names.filter((name) => requested[name] > 1 && name !== dist.manifest.loader),
    duplicated: [...owners].filter(([, files]) => files.length > 1).map(([module, files]) => `${module} in ${files.join(', ')}`),
    unexpected: names.filter((name) => !allowed.has(name)),
  };
}
