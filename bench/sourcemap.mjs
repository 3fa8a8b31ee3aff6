// Points in dist/ files back to the source: `src/ui/carousel/adapter.ts:42 attach` instead of a
// column in a minified chunk. Uses the source maps the build writes next to each file.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

export function createResolver(dist) {
  const cache = new Map();
  const load = (file) => {
    if (!cache.has(file)) {
      try {
        const text = readFileSync(path.join(dist, file), 'utf8');
        cache.set(file, { text, map: new SourceMap(JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'))) });
      } catch {
        cache.set(file, null);
      }
    }
    return cache.get(file);
  };
  const fileOf = (url) => (url?.includes('/dist/') ? url.slice(url.indexOf('/dist/') + 6).split(/[?#]/)[0] : null);

  /** `url` at a 0-based line and column, or null when it is not ours or has no mapping. */
  function at(url, line, column) {
    const file = fileOf(url);
    const entry = file && load(file)?.map.findEntry(line, column);
    if (!entry?.originalSource) return null;
    // Sources read `../src/...`, or `../../<checkout>/node_modules/...` through a linked node_modules.
    const source = entry.originalSource.replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/');
    return { file, source, line: entry.originalLine + 1, name: entry.name ?? null };
  }

  /** `url` at a character offset (what long-animation-frame script entries give). */
  function atChar(url, offset) {
    const file = fileOf(url);
    const text = file && load(file)?.text;
    if (!text || offset < 0) return null;
    const before = text.slice(0, offset);
    const line = before.split('\n').length - 1;
    return at(url, line, offset - (before.lastIndexOf('\n') + 1));
  }

  return { at, atChar, fileOf };
}

/**
 * A short label for a located point: `src/x.ts:12`, with the name the map gives there when asked
 * (at a function's start that is its name, or for an arrow function its first parameter).
 */
export const label = (point, { name = false } = {}) => (point ? `${point.source}:${point.line}${name && point.name ? ` ${point.name}` : ''}` : null);
