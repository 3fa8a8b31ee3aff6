// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findShippingBar, fsbSettingsProblem, parseFsbSettings, readShippingBar } from '../../../../src/widgets/shipping-bar/dom';
import {
  barText,
  barWidth,
  decodeSymbol,
  formatAmount,
  messageKind,
  progressPercent,
  progressValueText,
} from '../../../../src/widgets/shipping-bar/logic';
import { shippingBarSchema } from '../../../../src/widgets/shipping-bar/settings';

const parse = (raw: Record<string, unknown>) => shippingBarSchema.parse(raw, 'desktop', { mobile: 767, tablet: 1024 });

describe('progressPercent', () => {
  it('is the share of the target in whole percent', () => {
    expect(progressPercent(42.5, 100)).toBe(43);
    expect(progressPercent(42.4, 100)).toBe(42);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(0, 100)).toBe(0);
  });

  it('is capped at 100 at and past the target', () => {
    expect(progressPercent(100, 100)).toBe(100);
    expect(progressPercent(250, 100)).toBe(100);
    // Rounding up to 100 just under the target is still capped, never above.
    expect(progressPercent(99.6, 100)).toBe(100);
  });

  it('counts a target of 0 as reached and refuses unusable subtotals', () => {
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
    expect(progressPercent(10, Number.NaN)).toBe(0);
  });
});

describe('barWidth', () => {
  it('is the progress when there is some', () => {
    expect(barWidth(43, false)).toBe(43);
    expect(barWidth(100, true)).toBe(100);
  });

  it('is the default, 12% at 768 px or less and 5% wider, with no progress or before the first answer', () => {
    expect(barWidth(0, false)).toBe(5);
    expect(barWidth(0, true)).toBe(12);
    expect(barWidth(null, false)).toBe(5);
    expect(barWidth(null, true)).toBe(12);
  });
});

describe('the bar text and the progressbar value text', () => {
  it('shows the percent or the subtotal with its currency symbol', () => {
    expect(barText('percent', 43, 42.5, '$')).toBe('43%');
    expect(barText('amount', 43, 42.5, '$')).toBe('$42.50');
    expect(barText('amount', 100, 120, '€')).toBe('€120');
    expect(barText('amount', 0, 0, '$')).toBe('$0');
  });

  it('formats whole amounts as they are and others with two decimals', () => {
    expect(formatAmount(100)).toBe('100');
    expect(formatAmount(57.5)).toBe('57.50');
    expect(formatAmount(100 - 42.3)).toBe('57.70');
  });

  it('says what is left to spend, or that free shipping is reached', () => {
    expect(progressValueText(43, 42.5, 100, '$')).toBe('43%, $57.50 left for free shipping');
    expect(progressValueText(0, 0, 100, '$')).toBe('0%, $100 left for free shipping');
    expect(progressValueText(100, 120, 100, '$')).toBe('100%, free shipping reached');
  });

  it('decodes the currency symbol WooCommerce gives as an entity', () => {
    expect(decodeSymbol('&#36;')).toBe('$');
    expect(decodeSymbol('&euro;')).toBe('€');
    expect(decodeSymbol('&#x20b9;')).toBe('₹');
    expect(decodeSymbol('kr')).toBe('kr');
    expect(decodeSymbol('&unknown;')).toBe('&unknown;');
    expect(decodeSymbol('&#0;')).toBe('&#0;');
  });

  it('chooses the success message from 100% on', () => {
    expect(messageKind(99)).toBe('announcement');
    expect(messageKind(100)).toBe('success');
  });
});

describe('settings', () => {
  it('has the documented defaults', () => {
    const { value, problems } = parse({});
    expect(value).toEqual({
      target_amount: 0,
      progress_type: 'percent',
      currencySymbol: '',
      ha_fsb_animation_speed: 15,
      announcement: '',
      fsb_success_message: '',
      achive_percent: 0,
      cart_total: 0,
    });
    expect(problems).toEqual([]);
  });

  it('takes numeric strings and the add-on\'s figure_amount type, and refuses bad values with a problem line', () => {
    expect(parse({ target_amount: '100', ha_fsb_animation_speed: '400', progress_type: 'figure_amount' }).value).toMatchObject({
      target_amount: 100,
      ha_fsb_animation_speed: 400,
      progress_type: 'figure_amount',
    });
    const bad = parse({ target_amount: 'lots', progress_type: 'fraction' });
    expect(bad.value).toMatchObject({ target_amount: 0, progress_type: 'percent' });
    expect(bad.problems).toHaveLength(2);
  });
});

describe('the markup', () => {
  const markup = (settings: string | null) => {
    const container = document.createElement('div');
    const attribute = settings === null ? '' : ` data-fsb_settings='${settings}'`;
    container.innerHTML = `<div class="ha-fsb-container"${attribute}><div class="ha-fsb-inner"><span class="ha-fsb-inner-content">Hi</span>
      <div class="fsb-close_button"><span class="fsb-close-icon"></span></div></div>
      <div class="ha-fsb-progress-bar ha-fsb-bar"><div class="ha-fsb-size">0%</div></div></div>`;
    return container;
  };

  it('reads the settings from data-fsb_settings', () => {
    expect(readShippingBar(markup('{"target_amount":100,"progress_type":"percent"}'))).toEqual({ target_amount: 100, progress_type: 'percent' });
    expect(fsbSettingsProblem(markup('{"target_amount":100}'))).toBeNull();
  });

  it('gives no settings and one problem for a missing or broken attribute', () => {
    expect(readShippingBar(markup('{"target_amount":'))).toEqual({});
    expect(fsbSettingsProblem(markup('{"target_amount":'))).toMatch(/not a JSON object/);
    expect(fsbSettingsProblem(markup(null))).toMatch(/no data-fsb_settings/);
    expect(parseFsbSettings('[1,2]')).toBeNull();
    expect(parseFsbSettings('null')).toBeNull();
  });

  it('finds the track, the fill, the message and the close icon', () => {
    const dom = findShippingBar(markup('{}'))!;
    expect(dom.track.className).toBe('ha-fsb-progress-bar ha-fsb-bar');
    expect(dom.fill.className).toBe('ha-fsb-size');
    expect(dom.message?.textContent).toBe('Hi');
    expect(dom.close?.className).toBe('fsb-close-icon');
    const bare = document.createElement('div');
    bare.innerHTML = '<div class="ha-fsb-container"></div>';
    expect(findShippingBar(bare)).toBeNull();
  });
});
