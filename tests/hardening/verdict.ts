// What counts as a finding at the end of a page load, and the suite's running figures.
import { appendFileSync, mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { collect, settle, type States, type Watch } from './recorder';

export interface Expectation {
  /** Data-ids that must end `ready` (those ready on the clean page, and the control). */
  ready: string[];
  /** Whether CSP violations count (the page was served under the strict policy). */
  csp?: boolean;
  /** Whether a widget may end in error only for markup its fixture leaves out on purpose. */
  errorsOnlyForMissingMarkup?: boolean;
  /** Whether a widget may end held back instead of ready (its popup, made hostile, stays closed). */
  mayBeHeld?: boolean;
  /** Console errors that are expected here (a chunk made to fail says so). */
  expectedConsole?: RegExp;
}

/** Settles the page and lists everything wrong with it, each line prefixed with `label`. */
export async function verdict(page: Page, watch: Watch, label: string, expectation: Expectation, bound = 10_000): Promise<{ findings: string[]; states: States }> {
  const { states, settled } = await settle(page, bound, expectation.mayBeHeld);
  // Late effects (a timer, a hover delay, an image's error event) get their chance.
  await page.waitForTimeout(150);
  const record = await collect(page);
  const findings: string[] = [];
  if (!settled)
    findings.push(`not ready or error within ${bound} ms: ${Object.entries(states).filter(([, s]) => s !== 'ready' && s !== 'error' && !(expectation.mayBeHeld && s === 'held')).map(([id, s]) => `${id} ${s}`).join(', ')}`);
  for (const id of expectation.ready)
    if (id in states && states[id] !== 'ready' && !(expectation.mayBeHeld && states[id] === 'held')) findings.push(`${id} ended ${states[id]}, not ready`);
  if (expectation.errorsOnlyForMissingMarkup)
    for (const [id, state] of Object.entries(states)) {
      const why = record.failures[id.replace(/'+$/, '')] ?? '(no ha:error)';
      if (state === 'error' && !why.startsWith('missing markup')) findings.push(`${id} ended in error: ${why}`);
    }
  for (const tag of record.pwned) findings.push(`payload ran: ${tag}`);
  for (const left of record.globals) findings.push(`payload left a global: ${left}`);
  for (const dialog of watch.dialogs) findings.push(`dialog opened: ${dialog}`);
  for (const request of watch.trapRequests) findings.push(`request to the trap host: ${request}`);
  for (const error of watch.pageErrors) findings.push(`uncaught error: ${error}`);
  if (expectation.csp) for (const violation of record.violations) findings.push(`CSP violation: ${violation}`);
  // What the console said, to read a finding by (not a finding itself).
  if (findings.length && watch.consoleErrors.length) findings.push(`${CONTEXT}${watch.consoleErrors.slice(0, 4).join(' | ')})`);
  return { findings: findings.map((line) => `${label}: ${line}`), states };
}

const CONTEXT = '(console: ';

/** How many of `findings` are findings (the console line is context). */
export const findingCount = (findings: string[]) => findings.filter((line) => !line.includes(`: ${CONTEXT}`)).length;

/** Ready widgets by data-id. */
export const readyIn = (states: States) => Object.keys(states).filter((id) => states[id] === 'ready');

/**
 * Adds to the suite's figures (test-results/hardening/figures.jsonl, one line per page load or
 * fault): `npm run test:hardening` prints the totals.
 */
export function count(kind: string, figures: Record<string, number>): void {
  const dir = new URL('../../test-results/hardening/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  appendFileSync(new URL('figures.jsonl', dir), `${JSON.stringify({ kind, ...figures })}\n`);
}
