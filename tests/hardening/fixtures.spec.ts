// Every widget fixture, hostile: generated from fixtures/widgets/*, so a widget added later is covered
// the day its fixture lands. Per fixture, two page loads:
//   1. as printed, under the strict CSP with Trusted Types enforced: every widget ready, or in error
//      only for markup the fixture leaves out on purpose, within the bound, and no violation;
//      then lifecycle churn, the first churned widget also taken out the moment it turns loading,
//      after which every widget is ready again and, for every widget, mount and unmount strictly
//      alternate (never two mounts, never an unmount without a mount);
//   2. hostile: every widget three times, one copy per variant group (mutator.ts): markup (script
//      payloads in every settings string, inner data attribute, text node, title and link), values
//      (extreme numbers, wrong types, broken JSON, prototype keys), size (nesting 20,000 deep, 1 MB
//      strings, 10,000-item arrays), then poked like a visitor would. A widget ready on the clean
//      page must end ready in every copy (bad input gives defaults), and so must the clean control
//      copy beside the first widget.
// On both: nothing may run, leave a global, open a dialog, ask for the trap host or throw uncaught.
import { CONTROL_PREFIX, GROUPS } from './mutator';
import { churn, expect, FIXTURES, KNOWN_FINDINGS, openFixture, outAndBackAtLoading, poke, seedOf, test } from './page';
import { clear, collect, unbalanced } from './recorder';
import { count, findingCount, readyIn, verdict } from './verdict';

const CHURN_ROUNDS = 20;
const LOADING_RACES = 3;
const HOSTILE_BOUND = 15_000;

for (const name of FIXTURES) {
  test(`/widgets/${name}: strict CSP, churn, hostile markup, values and sizes`, async ({ page, watch }) => {
    test.fixme(name in KNOWN_FINDINGS, KNOWN_FINDINGS[name]);
    let started = Date.now();
    const lap = () => -started + (started = Date.now());
    const clean = await openFixture(page, name, { hostile: false, csp: true });
    if (!clean) throw new Error(`the page was not prepared: ${watch.pageErrors.join('; ')}`);
    test.skip(clean.widgets === 0, 'no widget of a built type on this page');
    const baseline = await verdict(page, watch, 'strict CSP', { ready: clean.control ? [clean.control] : [], csp: true, errorsOnlyForMissingMarkup: true });
    expect.soft(baseline.findings).toEqual([]);
    const ready = readyIn(baseline.states).filter((id) => !id.startsWith(CONTROL_PREFIX));
    count('csp', { fixtures: 1, loads: 1, widgets: Object.keys(baseline.states).length, violations: findingCount(baseline.findings), ms: lap() });

    const churned = await churn(page, CHURN_ROUNDS, seedOf(name));
    // Then the sharpest race: the first of them taken out again the moment it turns loading.
    const missedLoading: string[] = [];
    if (churned[0]) {
      for (let round = 1; round <= LOADING_RACES; round++)
        if (!(await outAndBackAtLoading(page, churned[0]))) missedLoading.push(`churn: ${churned[0]} did not turn loading again in round ${round}`);
    }
    const afterChurn = await verdict(page, watch, 'churn', { ready: churned });
    const { lifecycle } = await collect(page);
    const connected = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-ha-state]')].map((el) => el.dataset.id!));
    const faults = unbalanced(lifecycle, (key) => connected.includes(key.replace(/#\d+$/, '')));
    expect.soft([...afterChurn.findings, ...missedLoading, ...faults.map((fault) => `churn: ${fault}`)]).toEqual([]);
    count('churn', { rounds: CHURN_ROUNDS, widgets: churned.length, violations: findingCount(afterChurn.findings) + faults.length, ms: lap() });

    clear(watch);
    const report = await openFixture(page, name, { hostile: true });
    if (!report) throw new Error(`the hostile page was not prepared: ${watch.pageErrors.join('; ')}`);
    const expected = [...Object.values(GROUPS).flatMap((prefix) => ready.map((id) => `${prefix}${id}`)), ...(report.control ? [report.control] : [])];
    // Four times the widgets, megabytes of input: a longer bound than the clean page's.
    const loaded = await verdict(page, watch, 'hostile', { ready: expected }, HOSTILE_BOUND);
    const poked = loaded.findings.length ? 0 : await poke(page);
    const after = poked ? await verdict(page, watch, `hostile, after ${poked} pokes`, { ready: expected }, HOSTILE_BOUND) : loaded;
    // A copy's data-id tells its group.
    const named = after.findings.map((line) => line.replace(/\b(hav|has)(\w+)/g, (_, prefix, id) => `${id} [${prefix === 'hav' ? 'values' : 'size'} copy]`));
    expect.soft(named).toEqual([]);
    count('hostile', { loads: 1, inputs: report.inputs, widgets: report.widgets, pokes: poked, violations: findingCount(after.findings), ms: lap() });
  });
}
