// Every page-level extension fixture, hostile: generated from fixtures/extensions/*, so an extension
// page added later is covered the day it lands. Per fixture, two page loads:
//   1. as printed, under the strict CSP with Trusted Types enforced (page.ts): every extension whose
//      selector matches or whose feature the config names starts (`data-ha-extensions`), every
//      widget ends ready, or in error only for markup the fixture leaves out on purpose, and no
//      violation;
//   2. hostile: the page-level settings (popups' `data-elementor-settings`, sections' `data-settings`,
//      parallax layers, lightbox links and captions, hash actions with their base64 settings, tracked
//      links, the config's site-wide features) rewritten in turns (mutator.ts, `mutatePageLevel`),
//      then poked like a visitor would (pointer, wheel, every link and button, Escape). The widgets
//      on the page are left as printed: those ready on the clean page must end ready.
// On both: nothing may run, leave a global, open a dialog, ask for the trap host or throw uncaught.
import { expect, EXTENSION_FIXTURES, KNOWN_FINDINGS, openFixture, poke, pokePage, startedExtensions, test } from './page';
import { clear } from './recorder';
import { count, findingCount, readyIn, verdict } from './verdict';

const HOSTILE_BOUND = 10_000;

for (const name of EXTENSION_FIXTURES) {
  const key = `extensions/${name}`;
  test(`/${key}: strict CSP, hostile page-level settings`, async ({ page, watch }) => {
    test.fixme(key in KNOWN_FINDINGS, KNOWN_FINDINGS[key]);
    let started = Date.now();
    const lap = () => -started + (started = Date.now());
    const clean = await openFixture(page, name, { hostile: false, csp: true, folder: 'extensions' });
    if (!clean) throw new Error(`the page was not prepared: ${watch.pageErrors.join('; ')}`);
    const extensions = await startedExtensions(page);
    const baseline = await verdict(page, watch, 'strict CSP', { ready: clean.control ? [clean.control] : [], csp: true, errorsOnlyForMissingMarkup: true });
    const notStarted = extensions.expected.filter((extension) => !extensions.started.includes(extension));
    expect.soft([...baseline.findings, ...notStarted.map((extension) => `strict CSP: the ${extension} extension did not start`)]).toEqual([]);
    expect(extensions.expected.length, 'the page holds no page-level element of a built extension').toBeGreaterThan(0);
    const ready = readyIn(baseline.states);
    count('csp', { fixtures: 1, loads: 1, widgets: Object.keys(baseline.states).length, violations: findingCount(baseline.findings) + notStarted.length, ms: lap() });

    clear(watch);
    const report = await openFixture(page, name, { hostile: false, pageLevel: true, folder: 'extensions' });
    if (!report) throw new Error(`the hostile page was not prepared: ${watch.pageErrors.join('; ')}`);
    const loaded = await verdict(page, watch, 'hostile', { ready, mayBeHeld: true }, HOSTILE_BOUND);
    const clicks = loaded.findings.length ? 0 : await pokePage(page);
    const poked = clicks ? await poke(page) : 0;
    const after = clicks ? await verdict(page, watch, `hostile, after ${clicks} clicks and ${poked} widget pokes`, { ready, mayBeHeld: true }, HOSTILE_BOUND) : loaded;
    expect.soft(after.findings).toEqual([]);
    expect(report.pageLevel, 'no page-level setting was found to rewrite').toBeGreaterThan(0);
    count('hostile', { loads: 1, inputs: report.inputs, pokes: clicks + poked, violations: findingCount(after.findings), ms: lap() });
    count('extensions', { pages: 1, settings: report.pageLevel, extensions: extensions.started.length });
  });
}
