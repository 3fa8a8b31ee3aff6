// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints } from '../../../../src/api-types';
import { findNav } from '../../../../src/widgets/one-page-nav/dom';
import { currentLine, currentSection, needsSettle, SETTLE_DEBOUNCE_MS, SNAP_TOLERANCE } from '../../../../src/widgets/one-page-nav/rules';
import { onePageNavSchema } from '../../../../src/widgets/one-page-nav/settings';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };

describe('one-page navigation constants (spec 9)', () => {
  it('scrolls in 700 ms at threshold 0.5 and settles 200 ms after input', () => {
    const { value } = onePageNavSchema.parse({}, 'desktop', breakpoints);
    expect([value.scrolling_speed, value.section_threshold, value.row_to_offset]).toEqual([700, 0.5, 0]);
    expect(SETTLE_DEBOUNCE_MS).toBe(200);
    expect(SNAP_TOLERANCE).toBe(2);
  });

  it('gives defaults for bad settings, one problem each', () => {
    const { value, problems } = onePageNavSchema.parse({ scrolling_speed: 'fast', row_to_offset: -5, section_threshold: 2 }, 'desktop', breakpoints);
    expect(value.scrolling_speed).toBe(700);
    expect(problems).toHaveLength(3);
  });
});

describe('the current section', () => {
  const spans = [{ top: -900, bottom: -100 }, { top: -100, bottom: 700 }, { top: 700, bottom: 1500 }];
  it('is the section spanning the threshold line', () => {
    expect(currentLine(800, 0.5)).toBe(400);
    expect(currentSection(spans, 400)).toBe(1);
    expect(currentSection(spans, 699)).toBe(1);
    expect(currentSection(spans, 700)).toBe(2);
  });

  it('between two sections stays on the one above; above the first or below the last is none', () => {
    const gapped = [{ top: 0, bottom: 300 }, null, { top: 500, bottom: 900 }];
    expect(currentSection(gapped, 400)).toBe(0);
    expect(currentSection(gapped, -10)).toBe(-1);
    expect(currentSection(gapped, 950)).toBe(-1);
  });

  it('settles only when the section top is more than 2 px from the offset', () => {
    expect(needsSettle(62, 60)).toBe(false);
    expect(needsSettle(57, 60)).toBe(true);
  });
});

describe('the printed navigation', () => {
  it('reads items of both designs with their section ids and labels, skipping items without one', () => {
    const root = document.createElement('div');
    root.innerHTML = `<div class="ha-opn-dotted-nav"><ul>
      <li class="ha-opn-dotted-item"><span class="ha-opn-tooltip"> Menu <div class="ha-opn-arrow"></div></span><a href="#" data-section-id="menu"><span class="ha-opn-dot"></span></a></li>
      <li class="ha_opn__item" aria-label="Story"><a href="#" data-section-id=" story "></a></li>
      <li class="ha_opn__item"><a href="#" data-section-id="">x</a></li>
    </ul></div>`;
    const dom = findNav(root)!;
    expect(dom.items.map(({ sectionId, label }) => [sectionId, label])).toEqual([['menu', 'Menu'], ['story', 'Story']]);
    expect(findNav(document.createElement('div'))).toBeNull();
  });
});
