// Playwright's global teardown: after a run that included the hardening suite, prints its figures
// (summed from test-results/hardening/figures.jsonl, which verdict.ts's `count` appends to).
import { existsSync, readFileSync } from 'node:fs';

export default function printFigures(): void {
  const file = new URL('../../test-results/hardening/figures.jsonl', import.meta.url);
  if (!existsSync(file)) return;
  const sum: Record<string, Record<string, number>> = {};
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { kind, ...figures } = JSON.parse(line) as { kind: string } & Record<string, number>;
    const into = (sum[kind] ??= {});
    for (const [key, value] of Object.entries(figures)) into[key] = (into[key] ?? 0) + value;
  }
  const get = (kind: string, key: string) => sum[kind]?.[key] ?? 0;
  const loads = ['csp', 'hostile', 'answer', 'chunk'].reduce((total, kind) => total + get(kind, 'loads'), 0);
  const violations = ['csp', 'churn', 'hostile', 'answer', 'chunk'].reduce((total, kind) => total + get(kind, 'violations'), 0);
  console.log(
    `\nhardening: ${get('csp', 'fixtures')} fixtures, ${loads} page loads; ` +
      `${get('hostile', 'inputs').toLocaleString('en')} inputs mutated in ${get('hostile', 'widgets')} widget copies, ${get('hostile', 'pokes')} pokes; ` +
      `${get('answer', 'calls')} hostile answers; ${get('chunk', 'faults')} chunk faults (${get('chunk', 'late')} late or unstyled); ` +
      `${get('extensions', 'settings')} page-level settings rewritten on ${get('extensions', 'pages')} extension pages (${get('extensions', 'extensions')} extensions started); ` +
      `strict CSP on ${get('csp', 'fixtures')} fixtures (${get('csp', 'widgets')} widgets, ${get('csp', 'violations')} violations); ` +
      `churn ${get('churn', 'rounds')} rounds over ${get('churn', 'widgets')} widgets; findings: ${violations}\n`,
  );
}
