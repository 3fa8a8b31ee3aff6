// Every widget fixture, hostile: generated from fixtures/widgets/*, so a widget added later is covered
// the day its fixture lands. Per fixture, four page loads:
//   1. clean, under the strict CSP: every widget ready or error, no violation; then lifecycle churn,
//      with mount and unmount strictly alternating for every widget;
//   2-4. the variant groups (mutator.ts): markup (script payloads in every settings string, inner data
//      attribute, text node, title and link), values (extreme numbers, wrong types, broken JSON,
//      prototype keys), size (nesting 20,000 deep, 1 MB strings, 10,000-item arrays); each poked
//      like a visitor would. A widget ready on the clean page must end ready (bad input gives
//      defaults), and so must the clean control copy beside the first widget.
// Nothing may run, leave a global, open a dialog, ask for the trap host or throw uncaught.
import { GROUPS } from './mutator';
import { churn, expect, FIXTURES, openFixture, poke, seedOf, test } from './page';
import { clear, collect, unbalanced } from './recorder';
import { count, readyIn, verdict } from './verdict';

const CHURN_ROUNDS = 30;

for (const name of FIXTURES) {
  test(`/widgets/${name}: strict CSP, churn, hostile markup, values and sizes`, async ({ page, watch }) => {
    test.setTimeout(120_000);
    const clean = await openFixture(page, name, { group: 'clean', csp: true });
    if (!clean) throw new Error(`the page was not prepared: ${watch.pageErrors.join('; ')}`);
    test.skip(clean.widgets === 0, 'no widget of a built type on this page');
    const baseline = await verdict(page, watch, 'strict CSP', { ready: clean.control ? [clean.control] : [], csp: true });
    expect.soft(baseline.findings).toEqual([]);
    const ready = readyIn(baseline.states);
    count('csp', { fixtures: 1, loads: 1, widgets: Object.keys(baseline.states).length, ready: ready.length, violations: baseline.findings.length });

    const churned = await churn(page, CHURN_ROUNDS, seedOf(name));
    const afterChurn = await verdict(page, watch, 'churn', { ready: churned });
    const { lifecycle } = await collect(page);
    const connected = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('[data-ha-state]')) out.push(el.dataset.id!);
      return out;
    });
    const faults = unbalanced(lifecycle, (key) => connected.includes(key.replace(/#\d+$/, '')));
    expect.soft([...afterChurn.findings, ...faults.map((fault) => `churn: ${fault}`)]).toEqual([]);
    count('churn', { rounds: CHURN_ROUNDS, widgets: churned.length, mounts: Object.values(lifecycle).join('').split('m').length - 1 });

    for (const group of GROUPS) {
      clear(watch);
      const report = await openFixture(page, name, { group });
      const expected = [...ready.filter((id) => !id.startsWith('hactl')), ...(report.control ? [report.control] : [])];
      await page.waitForFunction(() => document.readyState === 'complete').catch(() => {});
      const first = await verdict(page, watch, group, { ready: expected });
      const poked = first.findings.length ? 0 : await poke(page).catch((error: Error) => (first.findings.push(`${group}: poking failed: ${error.message}`), 0));
      const after = poked ? await verdict(page, watch, `${group}, after ${poked} pokes`, { ready: expected }) : first;
      expect.soft(after.findings).toEqual([]);
      count(group, { loads: 1, inputs: report.inputs, widgets: report.widgets, pokes: poked, violations: after.findings.length });
    }
  });
}
