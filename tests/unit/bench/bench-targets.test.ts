// @vitest-environment node
// The bench's target checks (issue #7) and what counts as a task from our code.
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

interface Page {
  group: 'fixtures' | 'generated' | 'corpus';
  url: string;
  size?: number;
  files: Record<string, number>;
  ownLongest: number;
  shift: number;
  shiftSources: string[];
  withoutLoader?: { shift: number; sources: string[] };
  scriptMs: number;
  scriptCpuMs: number;
  loads: { repeated: string[]; duplicated: string[]; unexpected: string[] };
}
interface Check {
  name: string;
  pass: boolean | null;
  value: string;
  detail: string;
}
interface Task {
  start: number;
  duration: number;
  ourMs: number;
  top: { file: string; at: string | null; ms: number; forcedMs?: number }[];
}
interface Script {
  url: string;
  fn: string;
  pos: number;
  type: string;
  start: number;
  duration: number;
  forced?: number;
}

// The bench is plain .mjs run by node: loaded by path, typed here.
interface Leak {
  cycles: number;
  growth: { heap: number; nodes: number; listeners: number };
  snapshots: { code: number; other: number };
}
let checkTargets: (input: { loaderGzip: number; pages?: Page[]; leak?: Leak | null }) => Check[];
let attributeTasks: (tasks: { start: number; duration: number }[], frames: { scripts: Script[] }[]) => Task[];
let ownTask: (task: Task) => boolean;
interface DistFile {
  modules: string[];
  imports: string[];
  dynamic: string[];
}
let checkLoads: (
  dist: { manifest: { loader: string; boot: string; runtime: string; types: Record<string, { chunk: string; css: string | null }> }; files: Record<string, DistFile> },
  requested: Record<string, number>,
  types: string[],
) => { repeated: string[]; duplicated: string[]; unexpected: string[] };

beforeAll(async () => {
  const load = (name: string) => import(/* @vite-ignore */ pathToFileURL(`${__dirname}/../../../bench/${name}`).href);
  ({ checkTargets } = await load('targets.mjs'));
  ({ attributeTasks, ownTask } = await load('attribution.mjs'));
  ({ checkLoads } = await load('bytes.mjs'));
});

const clean = { repeated: [], duplicated: [], unexpected: [] };
const page = (over: Partial<Page>): Page => ({
  group: 'fixtures',
  url: '/widgets/skills.html',
  files: { 'ha-widgets.js': 1, 'boot-A.js': 1 },
  ownLongest: 20,
  shift: 0,
  shiftSources: [],
  scriptMs: 100,
  scriptCpuMs: 40,
  loads: clean,
  ...over,
});
const good = () => ({
  loaderGzip: 2588,
  pages: [
    page({}),
    page({ url: '/core/no-widgets.html', files: { 'ha-widgets.js': 1 } }),
    page({ group: 'generated', url: '/bench-generated/mixed-100.html', size: 100, scriptCpuMs: 1000 }),
    page({ group: 'generated', url: '/bench-generated/mixed-500.html', size: 500, scriptCpuMs: 5400 }),
    page({ group: 'corpus', url: '/real/wander-home.html', shift: 0.2 }),
  ],
  leak: { cycles: 50, growth: { heap: 3000 * 1024, nodes: 0, listeners: 0 }, snapshots: { code: 2800 * 1024, other: 200 * 1024 } },
  waves: [
    { url: '/real/pacific-home.html', files: 9, gzip: 99 * 1024, depth: 3, filesAfterLoaderMs: 600 },
    { url: '/real/wander-home.html', files: 12, gzip: 120 * 1024, depth: 3, filesAfterLoaderMs: 700 },
    { url: '/bench-generated/mixed-10.html', files: 40, gzip: 150 * 1024, depth: 4, filesAfterLoaderMs: 900 },
  ],
});
const verdicts = (checks: Check[]) => checks.map((c) => c.pass);

describe('checkTargets', () => {
  it('passes every target on good numbers (a corpus page may shift: its theme is missing; V8 code may grow)', () => {
    expect(verdicts(checkTargets(good()))).toEqual([true, true, true, true, true, true, true, true, true]);
  });

  it('fails each target on its own bad number and names the page at fault', () => {
    const cases: [number, (input: ReturnType<typeof good>) => void, RegExp?][] = [
      [0, (i) => (i.loaderGzip = 3073)],
      [1, (i) => (i.pages[1].files['boot-A.js'] = 1), /boot-A\.js/],
      [2, (i) => (i.pages[0].ownLongest = 51), /skills\.html 51/],
      [3, (i) => (i.pages[3].scriptCpuMs = 5600)],
      [4, (i) => (i.pages[2].shift = 0.001), /mixed-100/],
      [5, (i) => (i.leak.snapshots.other = 1024 * 1024)],
      [6, (i) => (i.pages[0].loads = { ...clean, repeated: ['chunk-X.js'] }), /skills\.html: repeated chunk-X\.js/],
      [7, (i) => (i.waves[1].depth = 4), /wander-home\.html 4/],
      [8, (i) => (i.waves[0].files = 11)],
      [8, (i) => (i.waves[0].gzip = 101 * 1024)],
    ];
    for (const [index, spoil, detail] of cases) {
      const input = good();
      spoil(input);
      const checks = checkTargets(input);
      expect(verdicts(checks).map((pass, i) => (i === index ? pass : true))).toEqual(verdicts(checks));
      expect(checks[index].pass).toBe(false);
      if (detail) expect(checks[index].detail).toMatch(detail);
    }
  });

  it('leaves out a shift the page makes as much with the loader blocked, from the same widgets, and names it', () => {
    const own = { shift: 0.048, shiftSources: ['ha-image-grid#6c3e2043'] };
    const input = good();
    input.pages[0] = page({ ...own, withoutLoader: { shift: 0.0478, sources: ['ha-image-grid#6c3e2043', 'p'] } });
    const check = checkTargets(input)[4];
    expect(check.pass).toBe(true);
    expect(check.value).toMatch(/1 more shift as much with the loader blocked.*skills\.html 0\.048/);

    const cases: Partial<Page>[] = [
      { ...own },
      { ...own, withoutLoader: { shift: 0.02, sources: ['ha-image-grid#6c3e2043'] } },
      { ...own, withoutLoader: { shift: 0.048, sources: ['p'] } },
    ];
    for (const over of cases) {
      input.pages[0] = page(over);
      expect(checkTargets(input)[4].pass).toBe(false);
    }
  });

  it('reports a target whose part did not run as not measured', () => {
    expect(verdicts(checkTargets({ loaderGzip: 100, pages: [], leak: null }))).toEqual([true, null, null, null, null, null, null, null, null]);
  });
});

describe('attributeTasks and ownTask', () => {
  const script = (url: string, start: number, duration: number): Script => ({ url, fn: 'f', pos: 0, type: 'resolve-promise', start, duration });

  it('charges a task with the scripts that started inside it', () => {
    const frames = [{ scripts: [{ ...script('http://x/dist/runtime-A.js', 105, 60), forced: 24.6 }, script('http://x/page.html', 170, 20), script('http://x/dist/b.js', 400, 90)] }];
    const [task] = attributeTasks([{ start: 100, duration: 100 }], frames);
    expect(task.ourMs).toBe(60);
    expect(task.top.map((s) => [s.file, s.ms, s.forcedMs])).toEqual([
      ['/dist/runtime-A.js', 60, 25],
      ['/page.html', 20, 0],
    ]);
    expect(ownTask(task)).toBe(true);
  });

  it('does not count parsing or someone else’s script as ours', () => {
    expect(ownTask({ start: 0, duration: 300, ourMs: 0, top: [] })).toBe(false);
    expect(ownTask({ start: 0, duration: 300, ourMs: 40, top: [] })).toBe(false);
    expect(ownTask({ start: 0, duration: 70, ourMs: 40, top: [] })).toBe(true);
    expect(ownTask({ start: 0, duration: 300, ourMs: 51, top: [] })).toBe(true);
  });
});

describe('checkLoads', () => {
  const file = (over: Partial<DistFile> = {}): DistFile => ({ modules: [], imports: [], dynamic: [], ...over });
  const dist = {
    manifest: {
      loader: 'ha-widgets.js',
      boot: 'boot.js',
      runtime: 'runtime.js',
      types: { 'ha-carousel': { chunk: 'carousel.js', css: 'carousel.css' }, 'ha-skills': { chunk: 'skills.js', css: null } },
    },
    files: {
      'ha-widgets.js': file(),
      'boot.js': file(),
      'runtime.js': file({ modules: ['node_modules/react-dom/index.js'] }),
      'carousel.js': file({ imports: ['shared.js'], dynamic: ['swiper.js'] }),
      'carousel.css': file({ modules: ['node_modules/swiper/swiper.css'] }),
      'shared.js': file(),
      'swiper.js': file({ modules: ['node_modules/swiper/swiper.mjs'] }),
      'skills.js': file(),
      'slider.css': file({ modules: ['node_modules/swiper/swiper.css'] }),
    },
  };
  const carouselPage = { 'ha-widgets.js': 1, 'boot.js': 1, 'runtime.js': 1, 'carousel.js': 1, 'carousel.css': 1, 'shared.js': 1, 'swiper.js': 1 };

  it('accepts a page that loads what its widgets lead to, once (the page may print the loader twice)', () => {
    expect(checkLoads(dist, { ...carouselPage, 'ha-widgets.js': 2 }, ['ha-carousel'])).toEqual({ repeated: [], duplicated: [], unexpected: [] });
  });

  it('names a chunk fetched twice, a library shipped in two files and a chunk no widget needs', () => {
    const found = checkLoads(dist, { ...carouselPage, 'swiper.js': 2, 'slider.css': 1 }, ['ha-carousel']);
    expect(found.repeated).toEqual(['swiper.js']);
    expect(found.duplicated).toEqual(['node_modules/swiper/swiper.css in carousel.css, slider.css']);
    expect(found.unexpected).toEqual(['slider.css']);
  });

  it('allows only the loader on a page without widgets of ours', () => {
    expect(checkLoads(dist, { 'ha-widgets.js': 1, 'boot.js': 1 }, []).unexpected).toEqual(['boot.js']);
  });
});
