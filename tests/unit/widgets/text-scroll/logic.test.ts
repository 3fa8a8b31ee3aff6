import { describe, expect, it } from 'vitest';
import { effectPlan, maskOrigin, SCROLL_TYPES } from '../../../../src/widgets/text-scroll/logic';
import { textScrollSchema } from '../../../../src/widgets/text-scroll/settings';
import { findText, spokenText } from '../../../../src/widgets/text-scroll/dom';

describe('text scroll effects', () => {
  it('split into lines and words; the horizontal highlight also into letters', () => {
    expect(SCROLL_TYPES.map((type) => effectPlan(type).split)).toEqual(['lines,words', 'lines,words,chars', 'lines,words', 'lines,words']);
  });

  it('light up lines (vertical) or letters (horizontal), or shrink a cover per line along their axis', () => {
    expect(effectPlan('vertical_line_highlight')).toMatchObject({ kind: 'highlight', pieces: 'lines' });
    expect(effectPlan('horizontal_line_highlight')).toMatchObject({ kind: 'highlight', pieces: 'chars' });
    expect(effectPlan('vertical_line_mask')).toMatchObject({ kind: 'mask', axis: 'y' });
    expect(effectPlan('horizontal_line_mask')).toMatchObject({ kind: 'mask', axis: 'x' });
    expect(maskOrigin('x')).toBe('100% 50%');
    expect(maskOrigin('y')).toBe('50% 100%');
  });

  it('default to the vertical line highlight at 0.2, with one warning for bad input', () => {
    const parse = (raw: Record<string, unknown>) => textScrollSchema.parse(raw, 'desktop', {} as never);
    expect(parse({}).value).toEqual({ text_scroll_type: 'vertical_line_highlight', text_scroll_highlight_opacity: 0.2 });
    expect(parse({ text_scroll_type: 'horizontal_line_mask', text_scroll_highlight_opacity: { unit: 'px', size: 0.5 } }).value).toEqual({
      text_scroll_type: 'horizontal_line_mask',
      text_scroll_highlight_opacity: 0.5,
    });
    const bad = parse({ text_scroll_type: 'spiral', text_scroll_highlight_opacity: 7 });
    expect(bad.value).toEqual({ text_scroll_type: 'vertical_line_highlight', text_scroll_highlight_opacity: 1 });
    expect(bad.problems.length).toBeGreaterThan(0);
  });

  it('read the printed text as one line of words', () => {
    document.body.innerHTML = '<div class="c"><div class="ha-split-lines">\n   Less,\n  but   better.\n</div></div>';
    const text = findText(document.querySelector<HTMLElement>('.c')!)!;
    expect(spokenText(text)).toBe('Less, but better.');
  });
});
