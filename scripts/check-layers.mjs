// Fails when an import in src/ breaks the layer rules or reaches into another module's internals.
// Run by `npm test`; `node scripts/check-layers.mjs` alone prints every breach. The rules are the
// table in CONTRIBUTING.md ("Layers").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');

/** Which layers each layer may import (the types files `api-types.ts` and `internal-types.ts` are open to all). */
export const LAYERS = {
  scheduling: [],
  settings: [],
  loader: ['scheduling', 'settings'],
  services: ['scheduling', 'settings'],
  runtime: ['services', 'scheduling', 'settings'],
  ui: ['runtime', 'services', 'scheduling', 'settings'],
  extensions: ['ui', 'runtime', 'services', 'scheduling', 'settings'],
  widgets: ['ui', 'runtime', 'services', 'scheduling', 'settings'],
};

/** Layers that run before React is on the page, or must work without it. */
const REACT_FREE = new Set(['scheduling', 'settings', 'loader', 'services']);

/**
 * Layers made of several modules, each a folder with an `index.ts` or one file.
 * The others are one module each with one entry, `index.ts`.
 */
const MANY_MODULES = new Set(['scheduling', 'settings', 'services', 'ui', 'extensions']);

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(file);
  }
  return out;
}

function resolveFile(base) {
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Where a file sits: its layer and its module (the folder or file that is one unit). */
export function placeOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return { layer: parts[0].replace(SOURCE, ''), module: parts[0] };
  const layer = parts[0];
  if (!MANY_MODULES.has(layer) && layer !== 'widgets') return { layer, module: layer };
  return { layer, module: parts.length === 2 ? `${layer}/${parts[1]}` : `${layer}/${parts[1]}` };
}

/** True when `target` is the entry other modules may import: the module's index, or a one-file module. */
function isEntry(target) {
  const { module } = placeOf(target);
  const rel = path.relative(src, target).split(path.sep).join('/');
  if (rel === module) return true;
  return /\/index\.tsx?$/.test(rel) && rel.slice(0, rel.lastIndexOf('/')) === module;
}

export function check() {
  const problems = [];
  for (const file of walk(src)) {
    const text = fs.readFileSync(file, 'utf8');
    const from = placeOf(file);
    const name = path.relative(root, file);
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) {
        if (REACT_FREE.has(from.layer) && /^react(-dom)?(\/|$)/.test(spec)) problems.push(`${name}: the ${from.layer} layer imports ${spec}`);
        continue;
      }
      const target = resolveFile(path.resolve(path.dirname(file), spec));
      if (!target) {
        if (!spec.endsWith('.css') && !spec.endsWith('.svg')) problems.push(`${name}: cannot resolve ${spec}`);
        continue;
      }
      const to = placeOf(target);
      if (to.module === from.module || to.layer === 'api-types' || to.layer === 'internal-types' || to.layer === 'types') continue;
      if (to.layer !== from.layer && !(LAYERS[from.layer] ?? []).includes(to.layer)) {
        problems.push(`${name}: the ${from.layer} layer may not import ${to.layer} (${spec})`);
        continue;
      }
      if (to.layer === 'widgets') problems.push(`${name}: imports another widget's folder (${spec})`);
      else if (!isEntry(target) && !target.endsWith('.css')) problems.push(`${name}: reaches into ${to.module} (${spec}); import its index`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = check();
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\n${problems.length} import(s) break the layer rules (CONTRIBUTING.md, "Layers").`);
    process.exit(1);
  }
  console.log('layers: every import keeps the rules');
}
