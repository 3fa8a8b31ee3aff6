// @vitest-environment node
// What the build tells the second stage to fetch at once for a widget (build.mjs, neededChunks).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

describe('the files a widget needs', () => {
  it('are its chunk’s imports however deep, and what its vendor.ts loads when it starts; other late imports wait', async () => {
    const { neededChunks } = await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'build.mjs')).href);
    const imports = (...list: [string, string][]) => list.map(([p, kind]) => ({ path: p, kind }));
    const outputs = {
      'w.js': { inputs: {}, imports: imports(['a.js', 'import-statement'], ['lazy.js', 'dynamic-import']) },
      'a.js': { inputs: {}, imports: imports(['b.js', 'import-statement'], ['lib.js', 'dynamic-import']) },
      'b.js': { inputs: {}, imports: [] },
      'lib.js': { inputs: { 'src/ui/carousel/vendor.ts': {} }, imports: imports(['core.js', 'import-statement']) },
      'core.js': { inputs: {}, imports: [] },
      'lazy.js': { inputs: { 'src/widgets/post-tab/answer.ts': {} }, imports: [] },
    };
    expect(neededChunks(outputs, 'w.js')).toEqual(['a.js', 'b.js', 'core.js', 'lib.js']);
  });
});

describe('loaderExtensions', () => {
  it('joins the selectors of extensions that need no config into one, and says whether any is a site-wide feature', async () => {
    const { loaderExtensions } = await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'build.mjs')).href);
    const folders = [{ name: 'popup' }, { name: 'tracker' }, { name: 'url-actions' }];
    const metas = {
      popup: { selector: '[data-elementor-type=popup]' },
      tracker: { selector: 'a', config: 'analytics' },
      'url-actions': { selector: '[href*=elementor-action]' },
    };
    expect(loaderExtensions(folders, metas)).toEqual({ selector: '[data-elementor-type=popup],[href*=elementor-action]', features: true });
    // One the second stage looks for itself stays out of the loader.
    expect(loaderExtensions([...folders, { name: 'sticky' }], { ...metas, sticky: { selector: '[data-settings*=sticky]', wakesLoader: false } }).selector).toBe(
      '[data-elementor-type=popup],[href*=elementor-action]',
    );
    // No extension: a selector that matches nothing.
    expect(loaderExtensions([], {})).toEqual({ selector: ':not(*)', features: false });
  });
});
