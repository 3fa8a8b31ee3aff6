import { describe, expect, it } from 'vitest';
import type { DeviceMode } from '../../../../src/api-types';
import { findFeatureTooltips, findFoldParts } from '../../../../src/widgets/pricing-table/dom';
import { canFold, hiddenItems, timingFunction } from '../../../../src/widgets/pricing-table/logic';
import { pricingSchema } from '../../../../src/widgets/pricing-table/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => pricingSchema.parse(raw, device, breakpoints);

describe('pricing table settings', () => {
  it('defaults: no fold (50 px, 500 ms, swing when enabled), tooltips below at once', () => {
    expect(parse({})).toEqual({
      value: {
        fold_enabled: false,
        fold_height: 50,
        unfoldDuration: 500,
        foldDuration: 500,
        easing: 'swing',
        tooltip_position: '',
        tooltip_delay: 0,
        tooltip_hide_delay: 0,
        tooltip_speed: 150,
      },
      problems: [],
    });
  });

  it('the collapsed height follows the device, and an empty device copy falls back to the next wider one', () => {
    const raw = {
      fold_enabled: 'yes',
      fold_height: { unit: 'px', size: 96 },
      fold_height_tablet: { unit: 'px', size: '' },
      fold_height_mobile: { unit: 'px', size: 64 },
    };
    expect(parse(raw, 'desktop').value.fold_height).toBe(96);
    expect(parse(raw, 'tablet').value.fold_height).toBe(96);
    expect(parse(raw, 'mobile').value.fold_height).toBe(64);
    expect(parse(raw).problems).toEqual([]);
  });

  it('bad values give defaults and one problem each', () => {
    const { value, problems } = parse({
      fold_enabled: 'yes',
      fold_height: { unit: 'px', size: 'tall' },
      unfoldDuration: 'slow',
      foldDuration: -300,
      easing: 'bouncy',
      tooltip_position: 'under',
      tooltip_delay: 'soon',
    });
    expect(value).toMatchObject({ fold_enabled: true, fold_height: 50, unfoldDuration: 500, foldDuration: 0, easing: 'swing', tooltip_position: '', tooltip_delay: 0 });
    expect(problems).toHaveLength(6);
    expect(problems).toContain('easing "bouncy" is not valid; using "swing"');
  });
});

describe('fold rules', () => {
  it("swing is jQuery's half cosine; CSS easings pass through", () => {
    expect(timingFunction('swing')).toBe('cubic-bezier(0.37, 0, 0.63, 1)');
    expect(timingFunction('ease-in-out')).toBe('ease-in-out');
    expect(timingFunction('linear')).toBe('linear');
  });

  it('folds only a list taller than the collapsed height', () => {
    expect(canFold(288, 96)).toBe(true);
    expect(canFold(96, 96)).toBe(false);
    expect(canFold(96.5, 96)).toBe(false);
    expect(canFold(60, 96)).toBe(false);
  });

  it('hides the items that start at or below the fold; a partly visible one stays', () => {
    expect(hiddenItems([0, 36, 72, 108, 144], 96)).toEqual([false, false, false, true, true]);
    expect(hiddenItems([0, 36, 72], 72)).toEqual([false, false, true]);
    expect(hiddenItems([0, 36], 200)).toEqual([false, false]);
  });
});

describe('pricing table markup', () => {
  it("finds the add-on's feature tooltips and the fold parts", () => {
    document.body.innerHTML = `
      <div class="w"><div class="ha-pricing-table-body">
        <ul class="ha-pricing-table-features-list">
          <li><div class="ha-pricing-table-feature-text ha-pricing-table-feature-tooltip">A <span class="ha-pricing-table-feature-tooltip-text">Tip A</span></div></li>
          <li><div class="ha-pricing-table-feature-text">B</div></li>
          <li><div class="ha-pricing-table-feature-text ha-pricing-table-feature-tooltip">C (no text)</div></li>
        </ul>
        <button type="button" class="ha-pricing-table-fold-btn"><span class="ha-pricing-table-fold-btn-text">More</span></button>
      </div></div>`;
    const container = document.querySelector<HTMLElement>('.w')!;
    const tips = findFeatureTooltips(container);
    expect(tips).toHaveLength(1);
    expect(tips[0].text.textContent).toBe('Tip A');
    const fold = findFoldParts(container)!;
    expect(fold.list.tagName).toBe('UL');
    expect(fold.label.textContent).toBe('More');
  });

  it('no fold without both the list and the button', () => {
    document.body.innerHTML = '<div class="w"><div class="ha-pricing-table-body"></div></div>';
    expect(findFoldParts(document.querySelector<HTMLElement>('.w')!)).toBeNull();
    expect(findFeatureTooltips(document.querySelector<HTMLElement>('.w')!)).toEqual([]);
  });
});
