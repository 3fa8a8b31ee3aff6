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
    expect(groups).toEqual([{ members: ['src/ui/count-up.ts', 'src/ui/counter.ts'], reach: ENTRIES.slice(1) }]);
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
