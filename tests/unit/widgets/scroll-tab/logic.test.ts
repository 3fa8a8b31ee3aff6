import { describe, expect, it } from 'vitest';
import { ACTIVATE_DEBOUNCE_MS, currentPanel } from '../../../../src/widgets/scroll-tab/logic';
import { findScrollTabs } from '../../../../src/widgets/scroll-tab/dom';
import { scrollTabSchema } from '../../../../src/widgets/scroll-tab/settings';

const view = { viewportHeight: 1000, scrollY: 500, pageHeight: 10_000 };
const spans = [
  { top: -900, bottom: -100 },
  { top: -100, bottom: 300 },
  { top: 300, bottom: 1200 },
  { top: 1200, bottom: 2000 },
];

describe('the current scroll tab', () => {
  it('is the panel crossing the activation line', () => {
    expect(currentPanel(spans, view, 40)).toBe(2);
    expect(currentPanel(spans, view, 20)).toBe(1);
    expect(currentPanel(spans, view, 0)).toBe(1);
  });

  it('between panels, the last whose top passed the line; above them all, the first', () => {
    expect(currentPanel([{ top: -500, bottom: 100 }, null, { top: 700, bottom: 900 }], view, 40)).toBe(0);
    expect(currentPanel([{ top: 500, bottom: 900 }, { top: 900, bottom: 1500 }], view, 40)).toBe(0);
    expect(currentPanel([null, { top: 900, bottom: 1500 }], view, 40)).toBe(1);
  });

  it('at the page end, the lowest panel in view, even short of the line', () => {
    const end = { viewportHeight: 1000, scrollY: 9000, pageHeight: 10_000 };
    expect(currentPanel([{ top: -400, bottom: 600 }, { top: 600, bottom: 900 }], end, 40)).toBe(1);
  });

  it('waits 200 ms after scrolling stops (spec 9)', () => {
    expect(ACTIVATE_DEBOUNCE_MS).toBe(200);
  });
});

describe('the scroll tab markup and settings', () => {
  it('pairs each title with the panel its link names, leaving the others alone', () => {
    document.body.innerHTML = `<div class="c"><div class="ha-scroll-tab-wrapper">
      <ul class="ha-scroll-tab-nav">
        <li class="ha-scroll-tab-nav-item"><a class="ha-scroll-tab-title" href="#p%201">One</a></li>
        <li class="ha-scroll-tab-nav-item"><a class="ha-scroll-tab-title" href="#elsewhere">Out</a></li>
        <li class="ha-scroll-tab-nav-item"><a class="ha-scroll-tab-title" href="#p2">Two</a></li>
      </ul>
      <div class="ha-scroll-tab-content"><div class="ha-scroll-tab-panel" id="p 1"></div><div class="ha-scroll-tab-panel" id="p2"></div></div>
    </div></div><div id="elsewhere"></div>`;
    const dom = findScrollTabs(document.querySelector<HTMLElement>('.c')!)!;
    expect(dom.tabs.map(({ title, panel }) => [title.textContent, panel.id])).toEqual([
      ['One', 'p 1'],
      ['Two', 'p2'],
    ]);
    document.body.innerHTML = '<div class="c"><div class="ha-scroll-tab-wrapper"><ul class="ha-scroll-tab-nav"><li class="ha-scroll-tab-nav-item"><a class="ha-scroll-tab-title" href="#%E0%A4%A">x</a></li></ul></div></div>';
    expect(findScrollTabs(document.querySelector<HTMLElement>('.c')!)).toBeNull();
  });

  it('defaults and bounds its settings', () => {
    const parse = (raw: Record<string, unknown>) => scrollTabSchema.parse(raw, 'desktop', {} as never);
    expect(parse({}).value).toEqual({ scroll_offset: 0, scroll_speed: 700, activation_line: 40 });
    expect(parse({ scroll_offset: { unit: 'px', size: 80 }, activation_line: 250 }).value).toMatchObject({ scroll_offset: 80, activation_line: 100 });
  });
});
