// The real pages in ../shared/corpus and the widget types each must bring to life (from its README).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const corpus = path.resolve(repo, '..', 'shared', 'corpus');

export interface RealPage {
  file: string;
  /** Types the README lists for the page, e.g. `ha-fun-factor`. */
  types: string[];
}

export function realPages(): RealPage[] {
  const readme = fs.readFileSync(path.join(corpus, 'README.md'), 'utf8');
  return [...readme.matchAll(/^\| ([\w-]+\.html) \| (.+) \|$/gm)].map(([, file, list]) => ({
    file,
    types: [...list.matchAll(/\b(ha-[a-z-]+)/g)].map((m) => m[1]),
  }));
}

/** The widget types this build has (types with behaviour), from dist/manifest.json. */
export function builtTypes(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'dist', 'manifest.json'), 'utf8'));
  return new Set(Object.keys(manifest.types));
}
