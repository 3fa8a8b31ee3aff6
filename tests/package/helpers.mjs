// Shared by the package tests: the repository root, a built dist/, scratch folders and the TypeScript compiler.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = path.join(root, 'dist');

/** dist/ as `npm test` leaves it (its first step builds); built here when absent. */
export function ensureBuilt() {
  for (const file of ['ha-widgets.js', 'ha-widgets.d.ts', 'index.js', 'index.d.ts']) {
    if (!existsSync(path.join(dist, file))) {
      execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'ignore' });
      return;
    }
  }
}

/** A fresh folder under the system's temporary directory, outside any node_modules this repo can see. */
export async function scratch(name) {
  return fs.mkdtemp(path.join(os.tmpdir(), `ha-widgets-${name}-`));
}

/** Writes `files` (name -> text) under `dir`. */
export async function write(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), typeof text === 'string' ? text : JSON.stringify(text, null, 2));
  }
}

/** Runs the repository's TypeScript on `dir`'s tsconfig; returns { ok, output }. */
export function tsc(dir, project = 'tsconfig.json') {
  const bin = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const run = spawnSync(process.execPath, [bin, '-p', project], { cwd: dir, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** Compiler options of a strict consumer that has no ambient types at all (no @types/* picked up). */
export const STRICT = {
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  typeRoots: [],
  types: [],
};
