import { describe, expect, it } from 'vitest';
import { parseSettingsAttribute } from '../../../src/settings/attribute';
import { SETTING_LIMITS, withinLimits } from '../../../src/settings/limits';
import { json, num, schema, str } from '../../../src/settings/schema';
import { chartSchema } from '../../../src/ui/chart/schema';

const BP = { mobile: 767, tablet: 1024 };

/** `[[[...[leaf]...]]]`, `depth` arrays deep, as JSON text (building it as an object would take the stack). */
const nestedJson = (depth: number, leaf = '"x"') => '['.repeat(depth) + leaf + ']'.repeat(depth);

describe('settings limits', () => {
  it('keeps values within the limits as they are (the same object)', () => {
    const value = { a: [1, 'two', { b: null }], c: { d: { e: true } } };
    expect(withinLimits(value)).toEqual({ value, dropped: 0 });
    expect(withinLimits(value).value).toBe(value);
  });

  it('drops what is nested too deep: null in an array, the key in an object', () => {
    const deep = JSON.parse(nestedJson(SETTING_LIMITS.depth + 5));
    const { value, dropped } = withinLimits({ keep: 1, list: ['ok', deep], deep });
    expect(dropped).toBe(2);
    const limited = value as { keep: number; list: unknown[]; deep?: unknown };
    expect(limited.keep).toBe(1);
    expect(limited.list[0]).toBe('ok');
    expect(String(limited.list[1])).toBe('');
    expect('deep' in limited).toBe(true);
  });

  it('drops long strings, long arrays and big objects', () => {
    const long = 'x'.repeat(SETTING_LIMITS.stringLength + 1);
    const many = Array.from({ length: SETTING_LIMITS.items + 1 }, () => 0);
    const wide = Object.fromEntries(many.map((_, i) => [`k${i}`, i]));
    const { value, dropped } = withinLimits({ long, many, wide, fine: 'y' });
    expect(value).toEqual({ fine: 'y' });
    expect(dropped).toBe(3);
    expect(withinLimits(long)).toEqual({ value: undefined, dropped: 1 });
  });

  it('bounds the whole value by a node count', () => {
    const rows = Array.from({ length: 20 }, () => Array.from({ length: 9_999 }, () => 1));
    const { dropped } = withinLimits(rows);
    expect(dropped).toBeGreaterThan(0);
  });

  it('applies when data-settings is read: 20,000-deep labels give a problem line, not a stack overflow', () => {
    const text = `{"a":1,"labels":[${nestedJson(20_000)},"b"]}`;
    const parsed = parseSettingsAttribute(text);
    expect(parsed.value.a).toBe(1);
    expect((parsed.value.labels as unknown[])[1]).toBe('b');
    expect(parsed.dropped).toBe(1);
    expect(parsed.problem).toMatch(/past the limits/);
  });

  it('applies to values a widget reads from its markup, and to json fields', () => {
    const s = schema({ title: str('none'), count: num(3), list: json<unknown[]>([], Array.isArray) });
    const { value, problems } = s.parse(
      { title: 'x'.repeat(SETTING_LIMITS.stringLength + 1), count: 4, list: `[1,${nestedJson(100)}]` },
      'desktop',
      BP,
    );
    expect(value.title).toBe('none');
    expect(value.count).toBe(4);
    expect(value.list).toHaveLength(2);
    expect(value.list[0]).toBe(1);
    expect(problems).toHaveLength(2);
    expect(problems.every((line) => line.length < 400)).toBe(true);
  });

  it('a chart whose first label is nested 20,000 deep draws the other labels', () => {
    const chart = `{"type":"bar","data":{"labels":[${nestedJson(20_000)},"Feb","Mar"],"datasets":[{"label":"Sales","data":[1,2,3]}]}}`;
    const { value, problems } = chartSchema('bar').parse({ chart }, 'desktop', BP);
    expect(value.chart?.labels).toEqual(['', 'Feb', 'Mar']);
    expect(value.chart?.series[0].data).toEqual([1, 2, 3]);
    expect(problems.join()).toMatch(/chart/);
  });
});
