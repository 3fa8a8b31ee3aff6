import { describe, expect, it } from 'vitest';
import { fillAt, finalText, percentOf, progressbarAttributes, progressText, wholePercent } from '../../../../src/ui/progress/logic';
import { progressFields } from '../../../../src/ui/progress/settings';
import { where } from '../../../../src/settings/schema';
import { num } from '../../../../src/settings/schema';

const values = (current: number, max: number, prefix = '', suffix = '') => ({ current, max, prefix, suffix });
/** U+2007, as wide as a digit: pads the count to the final number's width. */
const F = '\u2007';

describe('percentOf', () => {
  it('is current of max, out of 100', () => {
    expect(percentOf(65, 100)).toBe(65);
    expect(percentOf(750, 1000)).toBe(75);
    expect(percentOf(2, 3)).toBeCloseTo(66.667, 3);
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(100, 100)).toBe(100);
  });

  it('is 100 once current exceeds max', () => {
    expect(percentOf(120, 100)).toBe(100);
    expect(percentOf(1e9, 1)).toBe(100);
  });

  it('is 0 for what the schema never lets through', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(5, -10)).toBe(0);
    expect(percentOf(Number.NaN, 100)).toBe(0);
    expect(percentOf(-5, 100)).toBe(0);
  });
});

describe('wholePercent', () => {
  it('rounds', () => {
    expect(wholePercent(66.667)).toBe(67);
    expect(wholePercent(33.333)).toBe(33);
    expect(wholePercent(42.5)).toBe(43);
  });

  it('never reads 100 before full, nor 0 once started', () => {
    expect(wholePercent(99.6)).toBe(99);
    expect(wholePercent(100)).toBe(100);
    expect(wholePercent(0.2)).toBe(1);
    expect(wholePercent(0)).toBe(0);
  });
});

describe('progressText', () => {
  it('reads the whole percent, between prefix and suffix', () => {
    expect(finalText(values(65, 100))).toBe('65%');
    expect(finalText(values(2, 3))).toBe('67%');
    expect(finalText(values(750, 1000, 'Raised ', ' of the goal'))).toBe('Raised 75% of the goal');
    expect(finalText(values(100, 100))).toBe('100%');
  });

  it('reads current/max when current exceeds max', () => {
    expect(finalText(values(120, 100))).toBe('120/100');
    expect(finalText(values(120.5, 100))).toBe('120.5/100');
    expect(finalText(values(13, 12.5, '~', ' done'))).toBe('~13/12.5 done');
  });

  it('counts from 0 on the same easing as the fill, and is final from the duration on', () => {
    expect(progressText(values(65, 100), 0, 1000)).toBe(`${F}0%`);
    const midway = progressText(values(65, 100), 500, 1000);
    // Halfway through a swing the count is about half the target (cut, never rounded up).
    expect(midway).toBe('32%');
    expect(progressText(values(65, 100), 999, 1000)).not.toBe('65%');
    expect(progressText(values(65, 100), 1000, 1000)).toBe('65%');
    expect(progressText(values(65, 100), 5000, 1000)).toBe('65%');
  });

  it('pads the count with figure spaces to the width of the final number', () => {
    expect(progressText(values(100, 100), 100, 1000)).toMatch(new RegExp(`^${F}${F}\\d%$`));
    expect(progressText(values(100, 100), 500, 1000)).toBe(`${F}49%`);
    expect(progressText(values(8, 10, '~', ' done'), 0, 1000)).toBe(`~${F}0% done`);
    expect(progressText(values(5, 100), 0, 1000)).toBe('0%');
  });

  it('over max, counts current and keeps max as it is', () => {
    expect(progressText(values(120, 100), 0, 1000)).toBe(`${F}${F}0/100`);
    // Halfway: about half of current.
    expect(progressText(values(120, 100), 500, 1000)).toMatch(new RegExp(`^${F}(59|60)/100$`));
    expect(progressText(values(120.5, 100), 0, 1000)).toBe(`${F}${F}0.0/100`);
    expect(progressText(values(120, 100, 'n=', '!'), 1000, 1000)).toBe('n=120/100!');
  });
});

describe('fillAt', () => {
  it('eases from 0 to the percent over the duration', () => {
    expect(fillAt(values(65, 100), 0, 1000)).toBe(0);
    expect(fillAt(values(65, 100), 500, 1000)).toBeCloseTo(32.5, 5);
    expect(fillAt(values(65, 100), 250, 1000)).toBeLessThan(65 / 4);
    expect(fillAt(values(65, 100), 1000, 1000)).toBe(65);
  });

  it('fills to 100 over max, and at once for a duration of 0', () => {
    expect(fillAt(values(120, 100), 1000, 1000)).toBe(100);
    expect(fillAt(values(40, 100), 0, 0)).toBe(40);
  });
});

describe('progressbarAttributes', () => {
  it('gives the final values and text from the start, named by the label', () => {
    expect(progressbarAttributes({ ...values(65, 100), label: 'Design' })).toEqual({
      role: 'progressbar',
      'aria-label': 'Design',
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': 65,
      'aria-valuetext': '65%',
    });
  });

  it('keeps the value within min and max, and the text says it is over', () => {
    const over = progressbarAttributes({ ...values(120, 100), label: 'Sign-ups' });
    expect(over['aria-valuenow']).toBe(100);
    expect(over['aria-valuetext']).toBe('120/100');
  });

  it('is named "Progress" without a label', () => {
    expect(progressbarAttributes({ ...values(1, 2), label: '' })['aria-label']).toBe('Progress');
    expect(progressbarAttributes({ ...values(1, 2), label: '  ' })['aria-label']).toBe('Progress');
  });
});

describe('progress settings fields', () => {
  const coerce = (name: keyof typeof progressFields, value: unknown) => progressFields[name].coerce(value);

  it('takes numbers and numeric text', () => {
    expect(coerce('current', 65)).toEqual({ ok: true, value: 65 });
    expect(coerce('current', '12.5')).toEqual({ ok: true, value: 12.5 });
    expect(coerce('max', '250')).toEqual({ ok: true, value: 250 });
    expect(coerce('current', { size: 30, unit: '' })).toEqual({ ok: true, value: 30 });
  });

  it('refuses a negative current and a max of 0 or less, giving the defaults', () => {
    expect(coerce('current', -5)).toEqual({ ok: false, value: 0 });
    expect(coerce('current', 'lots')).toEqual({ ok: false, value: 0 });
    expect(coerce('max', 0)).toEqual({ ok: false, value: 100 });
    expect(coerce('max', -1)).toEqual({ ok: false, value: 100 });
    expect(coerce('max', 'ten')).toEqual({ ok: false, value: 100 });
  });

  it('where keeps the default of the field it narrows', () => {
    const even = where(num(2), (n) => n % 2 === 0);
    expect(even.default).toBe(2);
    expect(even.coerce(4)).toEqual({ ok: true, value: 4 });
    expect(even.coerce(3)).toEqual({ ok: false, value: 2 });
  });
});
