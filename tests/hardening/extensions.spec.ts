// Every page-level extension fixture, hostile: generated from fixtures/extensions/*, so an extension
// page added later is covered the day it lands. Per fixture, two page loads:
//   1. as printed, under the strict CSP with Trusted Types enforced (page.ts): every extension whose
//      selector matches or whose feature the config names starts (`data-ha-extensions`), every
//      widget ends ready, or in error only for markup the fixture leaves out on purpose, and no
//      violation, also once the page was poked like a visitor would (pointer, wheel, every link and
//      button outside the widgets, Escape: popups and lightboxes open and close under the policy);
//   2. hostile: the page-level settings (popups' `data-elementor-settings`, sections' `data-settings`,
//      parallax layers, lightbox links and captions, hash actions with their base64 settings, tracked
//      links, the config's site-wide features) rewritten in turns (mutator.ts, `mutatePageLevel`),
//      reached through an address whose hash asks for an action no link on the page carries, then
//      poked the same way, and its widgets too. The widgets are left as printed: those ready on the
//      clean page must end ready, or held back in a popup that the hostile settings keep closed.
// On both: nothing may run, leave a global, open a dialog, ask for the trap host or throw uncaught.
import { PAYLOADS } from './mutator';
import { expect, EXTENSION_FIXTURES, KNOWN_FINDINGS, openFixture, poke, pokePage, startedExtensions, test } from './page';
import { clear } from './recorder';
import { count, findingCount, readyIn, verdict } from './verdict';

const HOSTILE_BOUND = 10_000;

/** A hash action in an address, not on any link: the page must not run it on load. */
const CRAFTED_HASH = `#elementor-action:action=lightbox&settings=${encodeURIComponent(
  Buffer.from(JSON.stringify({ type: 'video', videoType: 'hosted', url: "javascript:__pwned('address-hash')", title: PAYLOADS[0] })).toString('base64'),
)}`;

for (const name of EXTENSION_FIXTURES) {
  const key = `extensions/${name}`;
  test(`/${key}: strict CSP, hostile page-level settings`, async ({ page, watch }) => {
    test.fixme(key in KNOWN_FINDINGS, KNOWN_FINDINGS[key]);
    let started = Date.now();
    const lap = () => -started + (started = Date.now());
    const clean = await openFixture(page, name, { hostile: false, csp: true, folder: 'extensions' });
    if (!clean) throw new Error(`the page was not prepared: ${watch.pageErrors.join('; ')}`);
    const extensions = await startedExtensions(page);
    const expectation = { ready: clean.control ? [clean.control] : [], csp: true, errorsOnlyForMissingMarkup: true };
    const baseline = await verdict(page, watch, 'strict CSP', expectation);
    const notStarted = extensions.expected.filter((extension) => !extensions.started.includes(extension));
    const ready = readyIn(baseline.states);
    const cleanClicks = baseline.findings.length ? 0 : await pokePage(page);
    const cleanAfter = cleanClicks ? await verdict(page, watch, `strict CSP, after ${cleanClicks} clicks`, { ...expectation, mayBeHeld: true }) : baseline;
    expect.soft([...cleanAfter.findings, ...notStarted.map((extension) => `strict CSP: the ${extension} extension did not start`)]).toEqual([]);
    expect(extensions.expected.length, 'the page holds no page-level element of a built extension').toBeGreaterThan(0);
    count('csp', { fixtures: 1, loads: 1, widgets: Object.keys(baseline.states).length, violations: findingCount(cleanAfter.findings) + notStarted.length, ms: lap() });

    clear(watch);
    const report = await openFixture(page, name, { hostile: false, pageLevel: true, folder: 'extensions', hash: CRAFTED_HASH });
    if (!report) throw new Error(`the hostile page was not prepared: ${watch.pageErrors.join('; ')}`);
    const loaded = await verdict(page, watch, 'hostile', { ready, mayBeHeld: true }, HOSTILE_BOUND);
    const clicks = loaded.findings.length ? 0 : await pokePage(page);
    const poked = clicks ? await poke(page) : 0;
    const after = clicks ? await verdict(page, watch, `hostile, after ${clicks} clicks and ${poked} widget pokes`, { ready, mayBeHeld: true }, HOSTILE_BOUND) : loaded;
    expect.soft(after.findings).toEqual([]);
    expect(report.pageLevel, 'no page-level setting was found to rewrite').toBeGreaterThan(0);
    count('hostile', { loads: 1, inputs: report.inputs + 1, pokes: cleanClicks + clicks + poked, violations: findingCount(after.findings), ms: lap() });
    count('extensions', { pages: 1, settings: report.pageLevel, extensions: extensions.started.length });
  });
}
