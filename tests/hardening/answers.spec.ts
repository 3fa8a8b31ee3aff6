// Hostile answers for every widget that calls the backend. Which widgets do is read from the source
// (a widget folder that imports the ajax or REST service, or calls fetch), which fixtures show them
// from the fixtures, so a widget added later that calls the backend is covered with no change here.
// Per fixture and kind of answer, one page load: the page is poked like a visitor would (tabs,
// buttons, openers), and every call it makes to the backend gets that kind of answer, built from the
// demo backend's real one.
import { readdirSync, readFileSync } from 'node:fs';
import type { Route } from '@playwright/test';
import { IMAGE_TRAP_HOST, PAYLOADS, TRAP_HOST } from './mutator';
import { expect, FIXTURES, openFixture, poke, test } from './page';
import { builtManifest, clear } from './recorder';
import { count, findingCount, readyIn, verdict } from './verdict';

const root = new URL('../../', import.meta.url);

const src = new URL('src/', root);

/** The modules a source file imports at run time (`import type` is erased by the build: not counted). */
function importsOf(file: string): string[] {
  const code = readFileSync(new URL(file, src), 'utf8');
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = new URL(specifier, new URL(dir, src)).pathname.slice(src.pathname.length).replace(/\.js$/, '');
      return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => SOURCES.has(candidate));
    })
    .filter((resolved): resolved is string => resolved !== undefined);
}

const SOURCES = new Set(
  readdirSync(src, { recursive: true })
    .map((file) => String(file).replaceAll('\\', '/'))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')),
);

/**
 * The source files that call the backend: a file that calls fetch (the ajax and REST services, a
 * quick view's GET of a product page, a template's GET), and any file that imports one of them at run
 * time, however many modules (a services file, a ui module, a folder's index) lie between. The
 * loader's fetch asks for the build's own files, not the backend: it is not a caller.
 */
function backendFiles(): Set<string> {
  const callers = new Set([...SOURCES].filter((file) => !file.startsWith('loader/') && /\bfetch\(/.test(readFileSync(new URL(file, src), 'utf8'))));
  const imports = new Map([...SOURCES].map((file) => [file, importsOf(file)]));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, imported] of imports)
      if (!callers.has(file) && imported.some((module) => callers.has(module))) {
        callers.add(file);
        grew = true;
      }
  }
  return callers;
}

/** Widget folders with a file that calls the backend, directly or through other modules. */
function backendFolders(): string[] {
  const files = [...backendFiles()].filter((file) => file.startsWith('widgets/'));
  return [...new Set(files.map((file) => file.split('/')[1]))].sort();
}

/** The fixtures that show a widget of a folder that calls the backend. */
function backendFixtures(): string[] {
  const folders = new Set(backendFolders());
  const types = Object.entries(builtManifest().types)
    .filter(([, type]) => folders.has(type.folder))
    .map(([name]) => name);
  return FIXTURES.filter((name) => {
    const html = readFileSync(new URL(`fixtures/widgets/${name}`, root), 'utf8');
    return types.some((type) => html.includes(`data-widget_type="${type}.`));
  });
}

/** The CMS endpoints the demo backend answers (server/demo-backend.mjs). */
const BACKEND = /\/(wp-admin\/admin-ajax\.php|wp-json\/|demo\/)|[?&]rest_route=/;

const HTML_PAYLOAD = `${PAYLOADS.filter((payload) => payload.includes('<')).join('')}<img src="http://${IMAGE_TRAP_HOST}/picture.png" alt="">`;
const TRAP_ASSETS = [
  `http://${TRAP_HOST}/answer.js`,
  `//${TRAP_HOST}/protocol-relative.js`,
  `https://${TRAP_HOST}/answer.css`,
  `javascript:__pwned('answer-url')`,
  `data:text/javascript,__pwned('answer-data-url')`,
];
const HANG_MS = 1000;
/** Longer than this without a beat of the page's timer (recorder.ts) after the calls: the page froze. */
const FROZEN_MS = 1000;
/** Past the cap on any answer (MAX_ANSWER_BYTES, 2 MB). */
const HUGE = 3 << 20;

const KINDS = ['payload', 'status 500', 'malformed', 'wrong types', 'hang', 'huge'] as const;
type Kind = (typeof KINDS)[number];

/** Payload HTML inside every element of an HTML answer, and at its end. */
const poisonHtml = (html: string) => html.replace(/<\/(div|p|h\d|a|li|span)>/g, `${HTML_PAYLOAD}</$1>`) + HTML_PAYLOAD;

/** Every string of a JSON answer poisoned; every list of strings (scripts, styles) with trap URLs. */
function poisonJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? [...value, ...TRAP_ASSETS] : value.map(poisonJson);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, poisonJson(inner)]));
  return typeof value === 'string' ? (value.includes('<') ? poisonHtml(value) : `${value}${HTML_PAYLOAD}`) : value;
}

/** Every value of a JSON answer of the wrong type. */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return TRAP_ASSETS[0];
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner], i) => [key, i % 2 ? wrongTypes(inner) : [inner]]));
  return typeof value === 'string' ? { html: HTML_PAYLOAD, length: 1e9 } : String(value);
}

async function answer(route: Route, kind: Kind): Promise<void> {
  if (kind === 'hang') {
    await new Promise((resolve) => setTimeout(resolve, HANG_MS));
    return route.abort('timedout').catch(() => {});
  }
  const real = await route.fetch();
  const text = await real.text();
  const json = (real.headers()['content-type'] ?? '').includes('json');
  const parsed = json ? (JSON.parse(text) as unknown) : null;
  const send = (status: number, contentType: string, body: string) => route.fulfill({ status, contentType, body });
  switch (kind) {
    case 'payload':
      return send(real.status(), real.headers()['content-type'], json ? JSON.stringify(poisonJson(parsed)) : poisonHtml(text));
    case 'status 500':
      return send(500, 'text/html', HTML_PAYLOAD);
    case 'malformed':
      return send(200, json ? 'application/json' : 'text/html', json ? text.slice(0, Math.floor(text.length / 2)) : `<div class="${HTML_PAYLOAD}`);
    case 'wrong types':
      return send(200, 'application/json', JSON.stringify(json ? wrongTypes(parsed) : { data: HTML_PAYLOAD, html: [1, 2] }));
    case 'huge': {
      const filler = json ? HTML_PAYLOAD : text;
      const repeat = (unit: string) => unit.repeat(Math.ceil(HUGE / unit.length));
      if (!json) return send(200, 'text/html', repeat(filler));
      const inflate = (value: unknown): unknown =>
        typeof value === 'string' ? value + repeat(filler) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inflate(v)])) : value;
      const first = Object.keys(parsed as object)[0];
      return send(200, 'application/json', JSON.stringify({ ...(parsed as object), [first]: inflate((parsed as Record<string, unknown>)[first]) }));
    }
  }
}

for (const name of backendFixtures()) {
  test(`/widgets/${name}: hostile answers (${KINDS.join(', ')})`, async ({ page, watch }) => {
    for (const kind of KINDS) {
      clear(watch);
      await page.unroute(BACKEND);
      let calls = 0;
      const pending = new Set<Promise<void>>();
      await page.route(BACKEND, (route) => {
        calls++;
        const done = answer(route, kind).catch(() => {});
        pending.add(done);
        return done.finally(() => pending.delete(done));
      });
      // Each kind meets a new visitor: what the last load's pokes left behind (a bar closed for good,
      // a cookie, a stored choice) would otherwise stop this load's calls.
      await page.context().clearCookies();
      if (page.url().startsWith('http')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
      const report = await openFixture(page, name, { hostile: false });
      const before = await verdict(page, watch, `${kind}, before any call`, { ready: report.control ? [report.control] : [] });
      const ready = readyIn(before.states);
      await page.evaluate(() => ((window as unknown as { __hardening: { longestGap: number } }).__hardening.longestGap = 0));
      const size = () => page.evaluate(() => document.body.innerHTML.length);
      const sizeBefore = await size();
      const poked = await poke(page);
      while (pending.size) await Promise.all(pending);
      // The answer is dealt with (parsed, sanitised, shown) after it arrives; megabytes take longer.
      await page.waitForTimeout(kind === 'huge' ? 500 : 250);
      const after = await verdict(page, watch, kind, { ready });
      const gap = await page.evaluate(() => (window as unknown as { __hardening: { longestGap: number } }).__hardening.longestGap);
      const findings = [...before.findings, ...after.findings];
      if (calls === 0) findings.push(`${kind}: ${poked} pokes made no call to the backend; this fixture's widget needs another interaction`);
      if (gap > FROZEN_MS) findings.push(`${kind}: the page did not answer for ${Math.round(gap)} ms`);
      // An answer past any sane size is refused, not parsed, sanitised and shown (how long that takes depends on the machine).
      const grown = (await size()) - sizeBefore;
      if (grown > HUGE / 2) findings.push(`${kind}: ${(grown / (1 << 20)).toFixed(1)} MB of answer went into the page (answers need a cap)`);
      expect.soft(findings).toEqual([]);
      count('answer', { loads: 1, calls, violations: findingCount(findings) });
    }
    await page.unroute(BACKEND);
  });
}
