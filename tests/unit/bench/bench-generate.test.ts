// The bench page generator: copies of fixture widgets get their own ids with every reference
// following, linked wrappers travel together, and the round-robin covers every fixture.
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The bench is plain .mjs run by node: loaded by path, typed here.
let rewriteIds: (roots: Element[], suffix: string, keepIds?: Set<string>) => unknown;
let groupByLinks: (wrappers: Element[]) => Element[][];
let prunedCopies: (pageRoot: Element, wrappers: Element[]) => Element[];
let pickUnits: (pools: number[][], n: number) => [number, number][];

beforeAll(async () => {
  const load = (name: string) => import(/* @vite-ignore */ pathToFileURL(`${__dirname}/../../../bench/${name}`).href);
  ({ rewriteIds, groupByLinks, prunedCopies } = await load('clone.mjs'));
  ({ pickUnits } = await load('generate.mjs'));
});

function fragment(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('rewriteIds', () => {
  const markup = `
    <div class="elementor-element elementor-element-e1a2b3c" data-id="e1a2b3c" data-widget_type="ha-event-calendar.default"
         data-settings='{"id":"e1a2b3c"}'>
      <div id="ha-ec-e1a2b3c" data-cal-id="e1a2b3c"></div>
      <script>var HaECjsone1a2b3c = [];</script>
      <button id="title-1" aria-controls="panel-1 panel-2">Open</button>
      <div id="panel-1" aria-labelledby="title-1"></div><div id="panel-2"></div>
      <a href="#panel-2">jump</a><a href="#elsewhere">out</a>
      <svg><rect fill="url(#panel-1)"/></svg>
      <span id="ha-64dc9d8" class="tooltip"></span><i data-target="64dc9d8"></i>
      <div id="ha-bar-chart"></div>
      <div data-ha_rc_id="harccuid_team"></div><div data-ha_rcc_uid=""></div>
    </div>`;

  it('renames element ids and ids, and everything inside that points at them', () => {
    const host = fragment(markup);
    rewriteIds([host.firstElementChild!], '_7', new Set(['ha-bar-chart']));
    const wrapper = host.querySelector('[data-widget_type]')!;
    expect(wrapper.getAttribute('data-id')).toBe('e1a2b3c_7');
    expect(wrapper.classList.contains('elementor-element-e1a2b3c')).toBe(true);
    expect(wrapper.getAttribute('data-settings')).toBe('{"id":"e1a2b3c"}');
    expect(host.querySelector('#ha-ec-e1a2b3c_7')!.getAttribute('data-cal-id')).toBe('e1a2b3c_7');
    expect(host.querySelector('script')!.textContent).toBe('var HaECjsone1a2b3c_7 = [];');
    expect(host.querySelector('button')!.id).toBe('title-1_7');
    expect(host.querySelector('button')!.getAttribute('aria-controls')).toBe('panel-1_7 panel-2_7');
    expect(host.querySelector('#panel-1_7')!.getAttribute('aria-labelledby')).toBe('title-1_7');
    expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#panel-2_7', '#elsewhere']);
    expect(host.querySelector('rect')!.getAttribute('fill')).toBe('url(#panel-1_7)');
    expect(host.querySelector('i')!.getAttribute('data-target')).toBe('64dc9d8_7');
    expect(host.querySelector('.tooltip')!.id).toBe('ha-64dc9d8_7');
    expect(host.querySelector('[id="ha-bar-chart"]')).not.toBeNull();
    expect(host.querySelector('[data-ha_rc_id]')!.getAttribute('data-ha_rc_id')).toBe('harccuid_team_7');
    expect(host.querySelector('[data-ha_rcc_uid]')!.getAttribute('data-ha_rcc_uid')).toBe('');
  });

  it('leaves no id or element id twice on a page of copies', () => {
    const page = document.createElement('div');
    for (const suffix of ['_1', '_2', '_3']) {
      const copy = fragment(markup).firstElementChild!;
      rewriteIds([copy], suffix, new Set(['ha-bar-chart']));
      page.append(copy);
    }
    const ids = [...page.querySelectorAll('[id]')].map((el) => el.id).filter((id) => id !== 'ha-bar-chart');
    const dataIds = [...page.querySelectorAll('[data-id]')].map((el) => el.getAttribute('data-id'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(dataIds).size).toBe(3);
  });
});

describe('groupByLinks and prunedCopies', () => {
  const page = () =>
    fragment(`<div class="elementor">
      <section id="s1"><div class="col"><h2>note</h2>
        <div class="w" data-widget_type="ha-remote-carousel.default"><div data-ha_rc_id="uid-a"></div></div>
        <div class="w" data-widget_type="heading.default">title</div>
      </div></section>
      <section id="s2"><div class="w" data-widget_type="ha-carousel.default"><div data-ha_rcc_uid="uid-a"></div></div></section>
      <section id="s3"><div class="w" data-widget_type="ha-skills.default"></div></section>
    </div>`).firstElementChild!;

  it('keeps a remote with the carousel it drives and a lone widget alone', () => {
    const root = page();
    const ours = [...root.querySelectorAll('[data-widget_type^="ha-"]')];
    const groups = groupByLinks(ours).map((g) => g.map((w) => w.getAttribute('data-widget_type')));
    expect(groups).toEqual([['ha-remote-carousel.default', 'ha-carousel.default'], ['ha-skills.default']]);
  });

  it('copies only the sections and columns leading to the wrappers', () => {
    const root = page();
    const remote = root.querySelector('[data-widget_type^="ha-remote"]')!;
    const carousel = root.querySelector('[data-widget_type^="ha-carousel"]')!;
    const copies = prunedCopies(root, [remote, carousel]);
    expect(copies.map((c) => c.id)).toEqual(['s1', 's2']);
    expect(copies[0].querySelector('h2, [data-widget_type^="heading"]')).toBeNull();
    expect(copies[0].querySelector('[data-ha_rc_id="uid-a"]')).not.toBeNull();
    expect(root.querySelector('h2')).not.toBeNull();
  });
});

describe('pickUnits', () => {
  const pools = Array.from({ length: 48 }, (_, p) => (p === 5 ? [2, 1] : [1, 1, 1]));

  it('represents every fixture at 100 and 500 widgets, with the exact count', () => {
    for (const n of [100, 500]) {
      const picks = pickUnits(pools, n);
      expect(new Set(picks.map(([p]) => p)).size).toBe(48);
      expect(picks.reduce((sum, [p, u]) => sum + pools[p][u], 0)).toBe(n);
    }
  });

  it('spreads a small page over the fixture list', () => {
    const picks = pickUnits(pools, 10);
    expect(picks.map(([p]) => p)).toEqual([0, 4, 9, 14, 19, 24, 28, 33, 38, 43]);
  });

  it('stops when nothing more fits', () => {
    expect(pickUnits([[3]], 2)).toEqual([]);
  });
});
