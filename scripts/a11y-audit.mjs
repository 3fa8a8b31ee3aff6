// `npm run audit:a11y`: axe-core on every widget fixture and every real page of the corpus (as the
// compatibility suite serves them, the loader injected), each loaded twice in Chromium: with the
// runtime, and with the loader blocked (the markup as the server printed it). What the audit reports is what
// the runtime adds: a rule that fails on more nodes with the runtime than without. The fixtures' own
// faults (images without alt, content outside landmarks) are the page's and are not counted.
// Exits non-zero when the runtime adds any. Flags: --pages=a,b (pages whose name holds one of
// these), --no-build.
import { chromium } from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../build.mjs';
import { createServer } from '../server/index.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OFFLINE_HOSTS } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.HA_AUDIT_PORT ?? 4391);
const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const only = flag('pages')?.split(',');

// The page's, not the runtime's, though they need the runtime to exist.
const KNOWN = [
  {
    rule: 'color-contrast',
    html: /class="ha-advanced-table-btn"/,
    why: "the export button's colours come from the page's stylesheet (the fixture stands in for the add-on's, white on #e2498a)",
  },
  {
    rule: 'color-contrast',
    html: /class="ha-pricing-table-btn"/,
    why: "served without the add-on's stylesheet, the base look's white on purple loses its white to the theme's link colour; on the live site the add-on's stylesheet styles the button",
  },
];
// Every page of a site fails it: content outside a landmark is the theme's to fix.
const IGNORED_RULES = new Set(['region']);

const axeSource = await fs.readFile(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const htmlIn = async (dir, prefix) =>
  (await fs.readdir(dir))
    .filter((name) => name.endsWith('.html') && (!only || only.some((part) => name.includes(part))))
    .sort()
    .map((name) => `${prefix}${name}`);
const pages = [
  ...(await htmlIn(path.join(root, 'fixtures/widgets'), '/widgets/')),
  ...(await htmlIn(path.join(root, 'fixtures/extensions'), '/extensions/').catch(() => [])),
  ...(await htmlIn(path.join(root, '../shared/corpus'), '/real/'))];

if (!process.argv.includes('--no-build')) await build({ strict: false });
const server = createServer().listen(port);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, OFFLINE_HOSTS] });

/** The violations of one load, one entry per failing node. */
async function violations(url, withRuntime) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  if (!withRuntime) await context.route(/\/ha-widgets\.js$/, (route) => route.abort());
  const page = await context.newPage();
  try {
    await page.goto(`http://localhost:${port}${url}`);
    // Through the page, so that widgets mounted on sight mount; then back to the top.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('[data-ha-state="loading"]'), null, { timeout: 20_000 }).catch(() => {});
    await page.waitForTimeout(500);
    await page.addScriptTag({ content: axeSource });
    return await page.evaluate(async () => {
      const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
      return violations.flatMap((v) => v.nodes.map((node) => ({ rule: v.id, impact: v.impact, target: node.target.join(' '), html: node.html })));
    });
  } finally {
    await context.close();
  }
}

const countByRule = (list) => list.reduce((counts, v) => counts.set(v.rule, (counts.get(v.rule) ?? 0) + 1), new Map());
const known = (v) => KNOWN.find((entry) => entry.rule === v.rule && entry.html.test(v.html));

/** What one page's two loads say: an `ok` line, or the rules the runtime makes fail more and their nodes. */
async function audit(name) {
  const [ours, served] = await Promise.all([violations(name, true), violations(name, false)]);
  const counted = ours.filter((v) => !IGNORED_RULES.has(v.rule) && !known(v));
  const before = countByRule(served);
  const grown = [...countByRule(counted)].filter(([rule, n]) => n > (before.get(rule) ?? 0));
  const excused = ours.filter(known);
  if (!grown.length) return { added: 0, lines: [`ok    ${name}${excused.length ? ` (${excused.length} known: ${known(excused[0]).why})` : ''}`] };
  const lines = [`ADDED ${name}: ${grown.map(([rule, n]) => `${rule} ${before.get(rule) ?? 0} -> ${n}`).join(', ')}`];
  const servedNodes = new Set(served.map((v) => `${v.rule} ${v.html}`));
  for (const v of counted.filter((v) => grown.some(([rule]) => rule === v.rule) && !servedNodes.has(`${v.rule} ${v.html}`)))
    lines.push(`      ${v.impact} ${v.rule}: ${v.target}\n        ${v.html.replace(/\s+/g, ' ').slice(0, 200)}`);
  return { added: grown.length, lines };
}

// Most of a load is waiting (the scroll's pauses, the widgets' loading): a few pages at once, each
// with its two loads side by side, and the lines printed in page order.
const AT_ONCE = 3;
let added = 0;
try {
  const results = pages.map(() => null);
  let next = 0;
  let printed = 0;
  const print = () => {
    for (; printed < pages.length && results[printed]; printed++) {
      added += results[printed].added;
      for (const line of results[printed].lines) console.log(line);
    }
  };
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let index = next++; index < pages.length; index = next++) {
        results[index] = await audit(pages[index]);
        print();
      }
    }),
  );
} finally {
  await browser.close();
  server.close();
}
console.log(`\n${pages.length} pages; ${added ? `${added} rule(s) the runtime makes fail more` : 'the runtime adds no violation'}`);
process.exitCode = added ? 1 : 0;
