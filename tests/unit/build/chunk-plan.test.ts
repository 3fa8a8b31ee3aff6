// @vitest-environment node
// The chunk plan (scripts/chunk-plan.mjs): which of esbuild's shared chunks are built as one file.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const plan = () => import(/* @vite-ignore */ pathToFileURL(path.join(root, 'scripts/chunk-plan.mjs')).href);

type Kind = 'import-statement' | 'dynamic-import';
/** A metafile of modules (`imports`: [path, kind]) and their minified bytes, in one output each. */
function metafile(modules: Record<string, { bytes?: number; imports?: [string, Kind][] }>) {
  const inputs = Object.fromEntries(
    Object.entries(modules).map(([name, m]) => [name, { bytes: m.bytes ?? 100, imports: (m.imports ?? []).map(([p, kind]) => ({ path: p, kind })) }]),
  );
  const outputs = Object.fromEntries(Object.entries(modules).map(([name, m]) => [`out/${name}.js`, { inputs: { [name]: { bytesInOutput: m.bytes ?? 100 } }, imports: [], exports: [] }]));
  return { inputs, outputs };
}

const ENTRIES = ['src/runtime/mount.tsx', 'src/widgets/a/index.ts', 'src/widgets/b/index.ts', 'src/widgets/c/index.ts'];

describe('the chunk plan', () => {
  it('puts what many widgets share, tiny shared modules and React in one common chunk; a vendor library and its users’ own shared code stay apart', async () => {
    const { planGroups } = await plan();
    const meta = metafile({
      'src/runtime/mount.tsx': { imports: [['node_modules/react/index.js', 'import-statement'], ['src/ui/restorer.ts', 'import-statement']] },
      'src/widgets/a/index.ts': { imports: [['src/ui/restorer.ts', 'import-statement'], ['src/ui/carousel/engine.ts', 'import-statement'], ['src/ui/tiny.ts', 'import-statement']] },
      'src/widgets/b/index.ts': { imports: [['src/ui/restorer.ts', 'import-statement'], ['src/ui/carousel/engine.ts', 'import-statement'], ['src/ui/small.ts', 'import-statement']] },
      'src/widgets/c/index.ts': { imports: [['node_modules/react/index.js', 'import-statement'], ['src/ui/tiny.ts', 'import-statement']] },
      'node_modules/react/index.js': { bytes: 8000 },
      'src/ui/restorer.ts': { bytes: 1800, imports: [['node_modules/react/index.js', 'import-statement']] },
      'src/ui/tiny.ts': { bytes: 200 },
      // Shared by a and b only, small, and both load the carousel engine anyway: it joins the engine.
      'src/ui/small.ts': { bytes: 900 },
      'src/ui/carousel/engine.ts': { bytes: 4000, imports: [['node_modules/swiper/core.mjs', 'import-statement'], ['src/ui/carousel/vendor.ts', 'dynamic-import']] },
      'node_modules/swiper/core.mjs': { bytes: 70000 },
      'src/ui/carousel/vendor.ts': { bytes: 50, imports: [['node_modules/swiper/core.mjs', 'import-statement']] },
    });
    // b's small module: reached by b alone in this graph, so it stays b's own.
    const groups = planGroups(meta, ENTRIES, { commonShare: 0.5 });
    const common = groups.find((g: { members: string[] }) => g.members.includes('src/ui/restorer.ts'));
    expect(common.members).toEqual(['node_modules/react/index.js', 'src/ui/restorer.ts', 'src/ui/tiny.ts']);
    // Every anchor imports it: it loads with the runtime on every page with a widget.
    expect(common.reach).toEqual([...ENTRIES, 'src/ui/carousel/vendor.ts'].sort());
    expect(groups.flatMap((g: { members: string[] }) => g.members)).not.toContain('node_modules/swiper/core.mjs');
    expect(groups.flatMap((g: { members: string[] }) => g.members)).not.toContain('src/ui/carousel/engine.ts');
    // With the runtime as the hub, its own modules join the common chunk too.
    const withHub = planGroups(meta, ENTRIES, { commonShare: 0.5, hub: 'src/runtime/mount.tsx' });
    expect(withHub[0].members).toEqual(['node_modules/react/index.js', 'src/runtime/mount.tsx', 'src/ui/restorer.ts', 'src/ui/tiny.ts']);
  });

  it('joins a small shared chunk to a bigger one whose users include all of its own', async () => {
    const { planGroups } = await plan();
    const meta = metafile({
      'src/runtime/mount.tsx': {},
      'src/widgets/a/index.ts': { imports: [['src/ui/count-up.ts', 'import-statement'], ['src/ui/counter.ts', 'import-statement']] },
      'src/widgets/b/index.ts': { imports: [['src/ui/count-up.ts', 'import-statement'], ['src/ui/counter.ts', 'import-statement']] },
      'src/widgets/c/index.ts': { imports: [['src/ui/count-up.ts', 'import-statement']] },
      'src/ui/count-up.ts': { bytes: 3000 },
      'src/ui/counter.ts': { bytes: 1500 },
    });
    const groups = planGroups(meta, ENTRIES, { commonShare: 1 });
    expect(groups).toEqual([{ name: 'family', members: ['src/ui/count-up.ts', 'src/ui/counter.ts'], reach: ENTRIES.slice(1) }]);
    // Named to join the common chunk: the counter goes there (none of these anchors loads React, so
    // the base chunk), and the count-up stays with its users.
    expect(planGroups(meta, ENTRIES, { commonShare: 1, joinCommon: ['src/ui/counter.ts'] })).toEqual([{ name: 'base', members: ['src/ui/counter.ts'], reach: ENTRIES.slice(1, 3) }]);
  });

  it('keeps what page-level extensions without React share apart from the common chunk: React DOM joins the runtime’s chunk', async () => {
    const { planGroups } = await plan();
    const EXT = ['src/extensions/p/index.ts', 'src/extensions/q/index.ts', 'src/extensions/l/index.ts'];
    const meta = metafile({
      'src/runtime/mount.tsx': { imports: [['node_modules/react-dom/client.js', 'import-statement'], ['src/settings/attribute.ts', 'import-statement']] },
      'src/widgets/a/index.ts': { imports: [['node_modules/react/index.js', 'import-statement'], ['src/ui/restorer.ts', 'import-statement'], ['src/ui/lightbox.ts', 'import-statement']] },
      'src/widgets/b/index.ts': { imports: [['node_modules/react/index.js', 'import-statement'], ['src/ui/restorer.ts', 'import-statement'], ['src/ui/tiny.ts', 'import-statement']] },
      'src/widgets/c/index.ts': { imports: [['node_modules/react/index.js', 'import-statement'], ['src/ui/tiny.ts', 'import-statement']] },
      // Two extensions without React share the restorer with widgets, and a tiny module between them.
      'src/extensions/p/index.ts': { imports: [['src/ui/restorer.ts', 'import-statement'], ['src/settings/attribute.ts', 'import-statement'], ['src/ui/ext-tiny.ts', 'import-statement']] },
      'src/extensions/q/index.ts': { imports: [['src/ui/ext-tiny.ts', 'import-statement']] },
      // The lightbox's extension opens a React root of its own only when asked (import()).
      'src/extensions/l/index.ts': { imports: [['src/ui/lightbox.ts', 'import-statement']] },
      'src/ui/lightbox.ts': { bytes: 900, imports: [['src/ui/lightbox-open.tsx', 'dynamic-import']] },
      'src/ui/lightbox-open.tsx': { imports: [['node_modules/react-dom/client.js', 'import-statement'], ['node_modules/react/index.js', 'import-statement']] },
      'node_modules/react-dom/client.js': { bytes: 60000, imports: [['node_modules/react/index.js', 'import-statement']] },
      'node_modules/react/index.js': { bytes: 8000 },
      'src/settings/attribute.ts': { bytes: 700 },
      'src/ui/restorer.ts': { bytes: 1800 },
      'src/ui/tiny.ts': { bytes: 200 },
      'src/ui/ext-tiny.ts': { bytes: 100 },
    });
    const entries = [...ENTRIES, ...EXT];
    const groups = planGroups(meta, entries, { commonShare: 0.4, hub: 'src/runtime/mount.tsx' });
    const named = (name: string) => groups.find((g: { name: string }) => g.name === name);
    // React DOM only the runtime and the lightbox's React root reach: both load React anyway.
    expect(named('common').members).toEqual(['node_modules/react-dom/client.js', 'node_modules/react/index.js', 'src/runtime/mount.tsx', 'src/ui/tiny.ts']);
    // Every anchor loading React imports it; the extensions without React do not, and never load React.
    expect(named('common').reach).toEqual([...ENTRIES, 'src/ui/lightbox-open.tsx'].sort());
    expect(named('base').members).toEqual(['src/settings/attribute.ts', 'src/ui/ext-tiny.ts', 'src/ui/restorer.ts']);
    // The base chunk: what the common chunk's anchors and its own users import.
    expect(named('base').reach).toEqual([...ENTRIES, 'src/extensions/p/index.ts', 'src/extensions/q/index.ts', 'src/ui/lightbox-open.tsx'].sort());
    // The lightbox code two widgets and an extension share is no one's common code: it stays apart.
    expect(groups.flatMap((g: { members: string[] }) => g.members)).not.toContain('src/ui/lightbox.ts');
  });

  it('leaves out a module whose stylesheet the group’s other users do not load', async () => {
    const { planGroups } = await plan();
    const meta = metafile({
      'src/runtime/mount.tsx': {},
      'src/widgets/a/index.ts': { imports: [['src/ui/styled.ts', 'import-statement'], ['src/ui/host.ts', 'import-statement']] },
      'src/widgets/b/index.ts': { imports: [['src/ui/styled.ts', 'import-statement'], ['src/ui/host.ts', 'import-statement']] },
      'src/widgets/c/index.ts': { imports: [['src/ui/host.ts', 'import-statement']] },
      'src/ui/host.ts': { bytes: 3000 },
      'src/ui/styled.ts': { bytes: 300, imports: [['src/ui/styled.css', 'import-statement']] },
      'src/ui/styled.css': { bytes: 0 },
    });
    expect(planGroups(meta, ENTRIES, { commonShare: 1, tinyBytes: 0 })).toEqual([]);
  });
});

describe('after the build', () => {
  async function dir(files: Record<string, string>) {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const at = await fs.mkdtemp(path.join(os.tmpdir(), 'chunk-plan-'));
    await fs.mkdir(path.join(at, 'dist'));
    for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(at, 'dist', name), text);
    const read = (name: string) => fs.readFile(path.join(at, 'dist', name), 'utf8').catch(() => null);
    return { at, read };
  }

  it('a chunk with no code goes, and each import of it becomes spaces of the same length', async () => {
    const { dropEmptyChunks } = await plan();
    const { at, read } = await dir({
      'w.js': 'import"./chunk-EMPTY001.js";import{a}from"./chunk-CODE0001.js";a();\n//# sourceMappingURL=w.js.map\n',
      'chunk-EMPTY001.js': '//# sourceMappingURL=chunk-EMPTY001.js.map\n',
      'chunk-CODE0001.js': 'export const a=()=>1;\n',
    });
    const metafile = {
      outputs: {
        'dist/w.js': { entryPoint: 'src/w.ts', inputs: { 'src/w.ts': { bytesInOutput: 20 } }, imports: [{ path: 'dist/chunk-EMPTY001.js', kind: 'import-statement' }, { path: 'dist/chunk-CODE0001.js', kind: 'import-statement' }], exports: [] },
        'dist/chunk-EMPTY001.js': { inputs: { 'src/a.css': { bytesInOutput: 0 } }, imports: [], exports: [] },
        'dist/chunk-CODE0001.js': { inputs: { 'src/a.ts': { bytesInOutput: 20 } }, imports: [], exports: ['a'] },
      },
    };
    expect(await dropEmptyChunks(metafile, at)).toEqual(['dist/chunk-EMPTY001.js']);
    const code = await read('w.js');
    expect(code).toBe(`${' '.repeat('import"./chunk-EMPTY001.js";'.length)}import{a}from"./chunk-CODE0001.js";a();\n//# sourceMappingURL=w.js.map\n`);
    expect(await read('chunk-EMPTY001.js')).toBeNull();
    expect(Object.keys(metafile.outputs)).toEqual(['dist/w.js', 'dist/chunk-CODE0001.js']);
    expect(metafile.outputs['dist/w.js'].imports).toEqual([{ path: 'dist/chunk-CODE0001.js', kind: 'import-statement' }]);
  });

  it('the runtime’s facade folds into the common chunk: its start and its names move there, after the code', async () => {
    const { foldHubFacade } = await plan();
    const { at, read } = await dir({
      'runtime-HUB00001.js': '//# allFunctionsCalledOnLoad\nimport{ab as a,cb as b,db as c}from"./chunk-COMMON01.js";c();export{a as mountWidget,b as unmountWidget};\n//# sourceMappingURL=runtime-HUB00001.js.map\n',
      'chunk-COMMON01.js': '//# allFunctionsCalledOnLoad\nvar x=1,y=2,z=()=>{};export{x as ab,y as cb,z as db};\n//# sourceMappingURL=chunk-COMMON01.js.map\n',
    });
    const metafile = {
      outputs: {
        'dist/runtime-HUB00001.js': { entryPoint: 'src/runtime/mount.tsx', inputs: { 'src/runtime/mount.tsx': { bytesInOutput: 0 } }, imports: [{ path: 'dist/chunk-COMMON01.js', kind: 'import-statement' }], exports: ['mountWidget', 'unmountWidget'] },
        'dist/chunk-COMMON01.js': { inputs: { 'src/ui/restorer.ts': { bytesInOutput: 30 } }, imports: [], exports: ['ab', 'cb', 'db'] },
      },
    };
    expect(await foldHubFacade(metafile, 'src/runtime/mount.tsx', at)).toEqual({ facade: 'dist/runtime-HUB00001.js', file: 'dist/chunk-COMMON01.js' });
    expect(await read('chunk-COMMON01.js')).toBe(
      '//# allFunctionsCalledOnLoad\nvar x=1,y=2,z=()=>{};export{x as ab,y as cb,z as db};\nz();export{x as mountWidget,y as unmountWidget};\n//# sourceMappingURL=chunk-COMMON01.js.map\n',
    );
    expect(await read('runtime-HUB00001.js')).toBeNull();
    expect(metafile.outputs).toEqual({
      'dist/chunk-COMMON01.js': { entryPoint: 'src/runtime/mount.tsx', inputs: { 'src/ui/restorer.ts': { bytesInOutput: 30 } }, imports: [], exports: ['ab', 'cb', 'db', 'mountWidget', 'unmountWidget'] },
    });
  });

  it('a vendor facade loaded with import() folds into the library’s shared chunk; its importers then load that chunk', async () => {
    const { foldFacades } = await plan();
    const { at, read } = await dir({
      'chunk-FACADE01.js': '//# allFunctionsCalledOnLoad\nimport{i as e,n as r}from"./chunk-SWIPER01.js";import"./chunk-COMMON01.js";export{r as Autoplay,e as Swiper};\n//# sourceMappingURL=chunk-FACADE01.js.map\n',
      'chunk-SWIPER01.js': '//# allFunctionsCalledOnLoad\nvar j=1,g=2;export{j as i,g as n};\n//# sourceMappingURL=chunk-SWIPER01.js.map\n',
      'chunk-ENGINE01.js': '//# allFunctionsCalledOnLoad\nimport"./chunk-COMMON01.js";var v=await import("./chunk-FACADE01.js");\n',
      'chunk-COMMON01.js': 'var c=1;export{c as a};\n',
    });
    const facadeOut = { entryPoint: 'src/ui/carousel/vendor.ts', inputs: { 'src/ui/carousel/vendor.ts': { bytesInOutput: 0 } }, imports: [{ path: 'dist/chunk-SWIPER01.js', kind: 'import-statement' }, { path: 'dist/chunk-COMMON01.js', kind: 'import-statement' }], exports: ['Autoplay', 'Swiper'] };
    const metafile = {
      outputs: {
        'dist/chunk-FACADE01.js': facadeOut,
        'dist/chunk-SWIPER01.js': { inputs: { 'node_modules/swiper/core.mjs': { bytesInOutput: 30 } }, imports: [], exports: ['i', 'n'] },
        'dist/chunk-ENGINE01.js': { entryPoint: 'src/widgets/a/index.ts', inputs: {}, imports: [{ path: 'dist/chunk-COMMON01.js', kind: 'import-statement' }, { path: 'dist/chunk-FACADE01.js', kind: 'dynamic-import' }], exports: [] },
        'dist/chunk-COMMON01.js': { inputs: {}, imports: [], exports: ['a'] },
      },
    };
    // The bare import of the common chunk may go: the one importer loads it already.
    expect(await foldFacades(metafile, ['src/widgets/a/index.ts'], at)).toEqual([{ facade: 'dist/chunk-FACADE01.js', file: 'dist/chunk-SWIPER01.js' }]);
    expect(await read('chunk-SWIPER01.js')).toBe('//# allFunctionsCalledOnLoad\nvar j=1,g=2;export{j as i,g as n};\nexport{g as Autoplay,j as Swiper};\n//# sourceMappingURL=chunk-SWIPER01.js.map\n');
    expect(await read('chunk-ENGINE01.js')).toBe('//# allFunctionsCalledOnLoad\nimport"./chunk-COMMON01.js";var v=await import("./chunk-SWIPER01.js");\n');
    expect(await read('chunk-FACADE01.js')).toBeNull();
    expect(metafile.outputs['dist/chunk-ENGINE01.js'].imports[1]).toEqual({ path: 'dist/chunk-SWIPER01.js', kind: 'dynamic-import' });
    // The facade's vendor.ts goes with it: the build still preloads the library for its importers.
    expect(Object.keys(metafile.outputs['dist/chunk-SWIPER01.js'].inputs)).toContain('src/ui/carousel/vendor.ts');
    expect(metafile.outputs['dist/chunk-SWIPER01.js'].exports).toEqual(['i', 'n', 'Autoplay', 'Swiper']);
  });

  it('a facade stays when an importer would miss one of its bare imports, or is an entry point', async () => {
    const { foldFacades } = await plan();
    const { at, read } = await dir({
      'chunk-FACADE01.js': 'import{i as e}from"./chunk-SWIPER01.js";import"./chunk-COMMON01.js";export{e as Swiper};\n',
      'chunk-SWIPER01.js': 'var j=1;export{j as i};\n',
      'chunk-ENGINE01.js': 'var v=await import("./chunk-FACADE01.js");\n',
      'chunk-COMMON01.js': 'var c=1;export{c as a};\n',
    });
    const metafile = {
      outputs: {
        'dist/chunk-FACADE01.js': { entryPoint: 'src/ui/carousel/vendor.ts', inputs: {}, imports: [{ path: 'dist/chunk-SWIPER01.js', kind: 'import-statement' }, { path: 'dist/chunk-COMMON01.js', kind: 'import-statement' }], exports: ['Swiper'] },
        'dist/chunk-SWIPER01.js': { inputs: {}, imports: [], exports: ['i'] },
        'dist/chunk-ENGINE01.js': { entryPoint: 'src/widgets/a/index.ts', inputs: {}, imports: [{ path: 'dist/chunk-FACADE01.js', kind: 'dynamic-import' }], exports: [] },
        'dist/chunk-COMMON01.js': { inputs: {}, imports: [], exports: ['a'] },
      },
    };
    expect(await foldFacades(metafile, ['src/widgets/a/index.ts'], at)).toEqual([]);
    expect(await foldFacades(metafile, ['src/widgets/a/index.ts', 'src/ui/carousel/vendor.ts'], at)).toEqual([]);
    expect(await read('chunk-FACADE01.js')).not.toBeNull();
  });

  it('esbuild’s helpers fold into the base chunk: each import names it, with names of the same length or the mappings moved', async () => {
    const { foldRuntimeHelpers, decodeSegment } = await plan();
    const helpers = '//# allFunctionsCalledOnLoad\nvar g=Object.create;var m=(b,a)=>()=>a;var n=(b)=>g(b);export{m as a,n as b};\n//# sourceMappingURL=chunk-HELPER01.js.map\n';
    const { at, read } = await dir({
      'chunk-HELPER01.js': helpers,
      'chunk-BASE0001.js': '//# allFunctionsCalledOnLoad\nimport"./chunk-HELPER01.js";var x=1;export{x as a,x as b};\n//# sourceMappingURL=chunk-BASE0001.js.map\n',
      'w.js': '//# allFunctionsCalledOnLoad\nimport{a as q}from"./chunk-BASE0001.js";import"./chunk-HELPER01.js";q();\n',
      // `{b}` becomes `{d as b}`: what follows on the line moves 5 columns, and its mapping with it.
      'v.js': '//# allFunctionsCalledOnLoad\nimport{b}from"./chunk-HELPER01.js";var r=b(1);\n//# sourceMappingURL=v.js.map\n',
      'v.js.map': JSON.stringify({ version: 3, sources: ['v.ts'], names: [], mappings: ';AAAA,mCAAA' }),
    });
    const out = (imports: string[], exports: string[] = []) => ({ inputs: {}, imports: imports.map((p) => ({ path: `dist/${p}`, kind: 'import-statement' })), exports });
    const metafile = {
      outputs: {
        'dist/chunk-HELPER01.js': out([], ['a', 'b']),
        'dist/chunk-BASE0001.js': { ...out(['chunk-HELPER01.js'], ['a', 'b']), inputs: { 'src/ui/restorer.ts': { bytesInOutput: 9 } } },
        'dist/w.js': { ...out(['chunk-BASE0001.js', 'chunk-HELPER01.js']), entryPoint: 'src/widgets/w/index.ts' },
        'dist/v.js': { ...out(['chunk-HELPER01.js']), entryPoint: 'src/widgets/v/index.ts' },
      },
    };
    // v.js loads no base chunk, and nothing that does loads it: folding would cost it a file.
    expect(await foldRuntimeHelpers(structuredClone(metafile), 'dist/chunk-BASE0001.js', at)).toBeNull();
    metafile.outputs['dist/v.js'].imports.push({ path: 'dist/chunk-BASE0001.js', kind: 'import-statement' });
    expect(await foldRuntimeHelpers(metafile, 'dist/chunk-BASE0001.js', at)).toEqual({ helpers: 'dist/chunk-HELPER01.js', file: 'dist/chunk-BASE0001.js' });
    expect(await read('chunk-HELPER01.js')).toBeNull();
    const base = (await read('chunk-BASE0001.js'))!;
    expect(base.split('\n')[1]).toBe(`${' '.repeat('import"./chunk-HELPER01.js";'.length)}var x=1;export{x as a,x as b};`);
    expect(base).toContain('return[m,n]})();export{haHelpers_c as c,haHelpers_d as d};\n//# sourceMappingURL=chunk-BASE0001.js.map');
    expect(await read('w.js')).toBe(`//# allFunctionsCalledOnLoad\nimport{a as q}from"./chunk-BASE0001.js";${' '.repeat('import"./chunk-HELPER01.js";'.length)}q();\n`);
    const v = (await read('v.js'))!;
    expect(v.split('\n')[1]).toBe('import{d as b}from"./chunk-BASE0001.js";var r=b(1);');
    // The second mapping was at `var` (column 35), now at 40.
    const [, line] = JSON.parse((await read('v.js.map'))!).mappings.split(';');
    const columns = line.split(',').map((segment: string) => decodeSegment(segment)[0]);
    expect([columns[0], columns[0] + columns[1]]).toEqual([0, v.split('\n')[1].indexOf('var')]);
    expect(metafile.outputs['dist/chunk-BASE0001.js'].exports).toEqual(['a', 'b', 'c', 'd']);
    expect(metafile.outputs['dist/w.js'].imports).toEqual([{ path: 'dist/chunk-BASE0001.js', kind: 'import-statement' }]);
    expect(metafile.outputs['dist/chunk-BASE0001.js'].imports).toEqual([]);
    // The helpers' code runs as it did: `import()` of the rewritten base gives them under their new names.
    const module = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(base.replace(/^\/\/.*$/gm, ''))}`);
    expect(typeof module.c(() => 1)).toBe('function');
  });
  it('a tiny entry folds into the shared chunk it imports: a function of its own there gives its definition, its source map joins the chunk’s', async () => {
    const { foldTinyEntries, decodeMappings, encodeMappings } = await plan();
    const entryCode = '//# allFunctionsCalledOnLoad\nimport{p as a}from"./chunk-ENGINE01.js";import{m as e}from"./chunk-RULES001.js";import"./chunk-COMMON01.js";    var k={schema:e,Component:a("x")};export{k as default};\n//# sourceMappingURL=carousel-ABCDEF12.js.map\n';
    const line = entryCode.split('\n')[1];
    // `var` and `Component` map to the entry's source (line 2, columns 0 and 20).
    const entryMap = { version: 3, sources: ['../src/widgets/carousel/index.ts'], sourcesContent: ['x'], names: [], mappings: encodeMappings([[], [[line.indexOf('var'), 0, 1, 0], [line.indexOf('Component'), 0, 1, 20]]]) };
    const engineMap = { version: 3, sources: ['../src/ui/carousel/engine.ts'], sourcesContent: ['y'], names: [], mappings: ';AAAA' };
    const { at, read } = await dir({
      'package.json': '{"type":"module"}',
      'carousel-ABCDEF12.js': entryCode,
      'carousel-ABCDEF12.js.map': JSON.stringify(entryMap),
      'chunk-ENGINE01.js': '//# allFunctionsCalledOnLoad\nimport{a as r}from"./chunk-RULES001.js";import"./chunk-COMMON01.js";var s=o=>({label:o,rules:r});export{s as p};\n//# sourceMappingURL=chunk-ENGINE01.js.map\n',
      'chunk-ENGINE01.js.map': JSON.stringify(engineMap),
      'chunk-RULES001.js': 'var q=1;export{q as a,q as m};\n',
      'chunk-COMMON01.js': 'var c=1;export{c as z};\n',
      // Its code takes `s` from the page, which the engine declares: it stays.
      'global-ABCDEF12.js': 'import{p as a}from"./chunk-ENGINE01.js";var k={C:a(s)};export{k as default};\n',
      // It imports only the common chunk, which every page loads: it stays.
      'plain-ABCDEF12.js': 'import{z as a}from"./chunk-COMMON01.js";var k={a};export{k as default};\n',
    });
    const out = (imports: string[], exports: string[] = [], input?: string) => ({ inputs: input ? { [input]: { bytesInOutput: 40 } } : {}, imports: imports.map((p) => ({ path: `dist/${p}`, kind: 'import-statement' })), exports });
    const metafile = {
      outputs: {
        'dist/carousel-ABCDEF12.js': { ...out(['chunk-ENGINE01.js', 'chunk-RULES001.js', 'chunk-COMMON01.js'], ['default'], 'src/widgets/carousel/index.ts'), entryPoint: 'src/widgets/carousel/index.ts', cssBundle: 'dist/carousel-ABCDEF12.css' },
        'dist/global-ABCDEF12.js': { ...out(['chunk-ENGINE01.js'], ['default'], 'src/widgets/global/index.ts'), entryPoint: 'src/widgets/global/index.ts' },
        'dist/plain-ABCDEF12.js': { ...out(['chunk-COMMON01.js'], ['default'], 'src/widgets/plain/index.ts'), entryPoint: 'src/widgets/plain/index.ts' },
        'dist/chunk-ENGINE01.js': out(['chunk-RULES001.js', 'chunk-COMMON01.js'], ['p'], 'src/ui/carousel/engine.ts'),
        'dist/chunk-RULES001.js': out([], ['a', 'm'], 'src/ui/carousel-rules/index.ts'),
        'dist/chunk-COMMON01.js': out([], ['z'], 'src/runtime/mount.tsx'),
      },
    };
    const entries = ['src/widgets/carousel/index.ts', 'src/widgets/global/index.ts', 'src/widgets/plain/index.ts'];
    const folded = await foldTinyEntries(metafile, entries, at, { exclude: ['dist/chunk-COMMON01.js'] });
    expect(folded).toEqual([{ entryPoint: 'src/widgets/carousel/index.ts', file: 'dist/chunk-ENGINE01.js', name: 'carousel', cssBundle: 'dist/carousel-ABCDEF12.css' }]);
    expect(await read('carousel-ABCDEF12.js')).toBeNull();
    expect(await read('carousel-ABCDEF12.js.map')).toBeNull();
    expect(await read('global-ABCDEF12.js')).not.toBeNull();
    expect(await read('plain-ABCDEF12.js')).not.toBeNull();
    expect(metafile.outputs['dist/chunk-ENGINE01.js'].exports).toEqual(['p', 'carousel']);
    expect(Object.keys(metafile.outputs['dist/chunk-ENGINE01.js'].inputs)).toEqual(['src/ui/carousel/engine.ts', 'src/widgets/carousel/index.ts']);
    expect(metafile.outputs['dist/chunk-ENGINE01.js'].imports.map((i: { path: string }) => i.path)).toEqual(['dist/chunk-RULES001.js', 'dist/chunk-COMMON01.js']);
    // The chunk's code as it was; the entry's on a line after it.
    const engine = (await read('chunk-ENGINE01.js'))!;
    const lines = engine.split('\n');
    expect(lines[1]).toBe('import{a as r}from"./chunk-RULES001.js";import"./chunk-COMMON01.js";var s=o=>({label:o,rules:r});export{s as p};');
    expect(lines[2]).toContain('var k={schema:e,Component:a("x")};return k})(s,');
    expect(lines[3]).toBe('//# sourceMappingURL=chunk-ENGINE01.js.map');
    // The entry's mappings moved with its code; the chunk's own stayed.
    const map = JSON.parse((await read('chunk-ENGINE01.js.map'))!);
    expect(map.sources).toEqual(['../src/ui/carousel/engine.ts', '../src/widgets/carousel/index.ts']);
    expect(map.sourcesContent).toEqual(['y', 'x']);
    const segments = decodeMappings(map.mappings);
    expect(segments[1]).toEqual([[0, 0, 0, 0]]);
    expect(segments[2]).toEqual([
      [lines[2].indexOf('var k'), 1, 1, 0],
      [lines[2].indexOf('Component'), 1, 1, 20],
    ]);
    // The function runs the entry's code once, when first called.
    const { pathToFileURL: toUrl } = await import('node:url');
    const module = await import(/* @vite-ignore */ toUrl(path.join(at, 'dist', 'chunk-ENGINE01.js')).href);
    const definition = module.carousel();
    expect(definition).toEqual({ schema: 1, Component: { label: 'x', rules: 1 } });
    expect(module.carousel()).toBe(definition);
    // Named as a trade: it may join the common chunk all the same.
    const anywhere = await foldTinyEntries(metafile, entries, at, { exclude: ['dist/chunk-COMMON01.js'], anywhere: ['src/widgets/plain/index.ts'] });
    expect(anywhere).toEqual([{ entryPoint: 'src/widgets/plain/index.ts', file: 'dist/chunk-COMMON01.js', name: 'plain' }]);
    expect((await read('chunk-COMMON01.js'))!.split('\n')[0]).toBe('var c=1;export{c as z};');
  });
});
