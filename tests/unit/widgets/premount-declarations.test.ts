// @vitest-environment node
// Each widget's premount.css against its premount.ts (see PremountSetting in src/types/premount.d.ts):
// every --ha-set-* the CSS names is a declared setting, read with var() and the declared default as
// the fallback (for a responsive setting's device copies, the next wider device's value), and every
// declared setting is read. The fallbacks are computed by the build's own premountEntries.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

interface Entry {
  key: string;
  unit: string;
  fallback: string;
}

const root = path.resolve(__dirname, '../../..');
const widgets = path.join(root, 'src/widgets');
let premountEntries: (settings: readonly PremountSetting[]) => Entry[];

beforeAll(async () => {
  ({ premountEntries } = await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'build.mjs')).href));
});

const normal = (css: string) => css.trim().replace(/\s+/g, ' ').replace(/\s*,\s*/g, ', ');

/** Every `--ha-set-{key}` named in the CSS (comments left out), with its var() fallback: null when it has none, undefined when not in var(). */
function settingUses(css: string): { key: string; fallback: string | null | undefined }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const uses = [];
  for (const match of text.matchAll(/(var\(\s*)?--ha-set-([\w-]+)\s*/g)) {
    const key = match[2];
    if (!match[1]) {
      uses.push({ key, fallback: undefined });
      continue;
    }
    let at = match.index + match[0].length;
    if (text[at] !== ',') {
      uses.push({ key, fallback: null });
      continue;
    }
    const start = ++at;
    for (let depth = 0; at < text.length && (depth > 0 || text[at] !== ')'); at++) depth += text[at] === '(' ? 1 : text[at] === ')' ? -1 : 0;
    uses.push({ key, fallback: normal(text.slice(start, at)) });
  }
  return uses;
}

const folders = fs.readdirSync(widgets).filter((name) => fs.existsSync(path.join(widgets, name, 'premount.css')) || fs.existsSync(path.join(widgets, name, 'premount.ts')));

describe('settingUses', () => {
  it('reads nested fallbacks and names outside var()', () => {
    expect(settingUses('/* --ha-set-gone */ @property --ha-set-a { x: 1 } b { c: max(0px, var(--ha-set-b, var( --ha-set-a ,calc(1px + 2px) ))) var(--ha-set-c) }')).toEqual([
      { key: 'a', fallback: undefined },
      { key: 'b', fallback: 'var( --ha-set-a, calc(1px + 2px) )' },
      { key: 'a', fallback: 'calc(1px + 2px)' },
      { key: 'c', fallback: null },
    ]);
  });
});

describe.each(folders)('premount settings of %s', (folder) => {
  it("premount.css and premount.ts agree: each name declared, with the declared default, each declared name read", async () => {
    const cssFile = path.join(widgets, folder, 'premount.css');
    const tsFile = path.join(widgets, folder, 'premount.ts');
    const css = fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '';
    const declared: readonly PremountSetting[] = fs.existsSync(tsFile) ? (await import(/* @vite-ignore */ pathToFileURL(tsFile).href)).default : [];
    const entries = new Map(premountEntries(declared).map((entry) => [entry.key, entry]));
    const uses = settingUses(css);
    for (const { key, fallback } of uses) {
      const entry = entries.get(key);
      expect(entry, `--ha-set-${key} is not declared in src/widgets/${folder}/premount.ts`).toBeDefined();
      expect(fallback, `--ha-set-${key} outside var(): the build writes its @property rule`).not.toBeUndefined();
      expect(fallback, `the fallback of var(--ha-set-${key})`).toBe(normal(entry!.fallback));
    }
    const read = new Set(uses.map((use) => use.key));
    for (const key of entries.keys()) expect(read.has(key), `src/widgets/${folder}/premount.css does not read --ha-set-${key}`).toBe(true);
  });
});

describe('premount settings', () => {
  it('a responsive setting falls back device by device to its default', () => {
    expect(premountEntries([{ name: 'h', default: 50, unit: 'px', responsive: true }, { name: 'w', default: 2, unit: 'px' }])).toEqual([
      { key: 'h', unit: 'px', fallback: '50px' },
      { key: 'h_tablet', unit: 'px', fallback: 'var(--ha-set-h, 50px)' },
      { key: 'h_mobile', unit: 'px', fallback: 'var(--ha-set-h_tablet, var(--ha-set-h, 50px))' },
      { key: 'w', unit: 'px', fallback: '2px' },
    ]);
  });

  it('the shared premount stylesheets read none: a setting belongs to a widget', () => {
    const shared = fs.readdirSync(path.join(root, 'src/ui'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('premount.css'));
    expect(shared.length).toBeGreaterThan(0);
    for (const file of shared) expect(settingUses(fs.readFileSync(path.join(root, 'src/ui', file), 'utf8')), file).toEqual([]);
  });

  it('give the loader one list of keys, each once, device copies by their base key', async () => {
    const { premountSettings } = await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'build.mjs')).href);
    const h = premountEntries([{ name: 'h', default: 50, unit: 'px', responsive: true }]);
    expect(premountSettings({ a: h, b: premountEntries([{ name: 'h', default: 9, unit: 'px' }, { name: 'w', default: 2, unit: 'px' }]) })).toEqual(['h', 'w']);
    expect(() => premountSettings({ a: [{ key: 'x', unit: 'em', fallback: '1em' }] })).toThrow(/in px/);
  });

  it('are declared for the advanced slider, the justified gallery and unfold', () => {
    expect(folders).toEqual(expect.arrayContaining(['advanced-slider', 'justified-gallery', 'unfold']));
  });
});

describe('premount stylesheets', () => {
  const cssFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? cssFiles(file) : entry.name.endsWith('.css') ? [file] : [];
    });

  it('read no setting out of the data-settings JSON by substring (the loader copies them: tokens in data-ha-set, lengths as --ha-set-*)', () => {
    for (const file of cssFiles(path.join(root, 'src')))
      expect(fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''), path.relative(root, file)).not.toMatch(/\[\s*data-settings/);
  });
});
