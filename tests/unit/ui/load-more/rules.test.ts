import { describe, expect, it } from 'vitest';
import { answerKind } from '../../../../src/ui/answer-kind';
import { ALL_LOADED_HIDE_MS, ALL_LOADED_TEXT, allLoaded, loadedMessage, loadMoreSchema } from '../../../../src/ui/load-more';

describe('answerKind', () => {
  it('reads markup as html and an empty or blank answer as nothing left', () => {
    expect(answerKind('<div class="ha-pg-item"></div>')).toBe('html');
    expect(answerKind('')).toBe('empty');
    expect(answerKind('  \n ')).toBe('empty');
  });

  it('treats no answer, JSON and the CMS refusals "0" and "-1" as a failure, not as the end', () => {
    expect(answerKind(null)).toBe('failed');
    expect(answerKind({ items: [] })).toBe('failed');
    expect(answerKind(3)).toBe('failed');
    expect(answerKind('0')).toBe('failed');
    expect(answerKind(' -1 ')).toBe('failed');
  });
});

describe('allLoaded', () => {
  it('is true once the items shown reach a known total', () => {
    expect(allLoaded(9, 9)).toBe(true);
    expect(allLoaded(10, 9)).toBe(true);
    expect(allLoaded(6, 9)).toBe(false);
  });

  it('never decides without a total: only an empty answer says nothing is left', () => {
    expect(allLoaded(100, null)).toBe(false);
    expect(allLoaded(0, 0)).toBe(false);
  });
});

describe('loadedMessage', () => {
  it('says how many came and whether that was the last of them', () => {
    expect(loadedMessage(3, 'tweets', false)).toBe('3 more tweets loaded.');
    expect(loadedMessage(3, 'posts', true)).toBe('3 more posts loaded. All loaded.');
    expect(loadedMessage(0, 'posts', true)).toBe('All loaded.');
  });
});

describe('constants and settings', () => {
  it('uses the spec wording and pause', () => {
    expect(ALL_LOADED_TEXT).toBe('All Loaded');
    expect(ALL_LOADED_HIDE_MS).toBe(800);
  });

  it('takes the query object and the total, and falls back on bad input with a problem each', () => {
    const good = loadMoreSchema.parse({ query_settings: '{"per_page":3}', total: '9' }, 'desktop', {} as never);
    expect(good.value).toEqual({ query_settings: { per_page: 3 }, total: 9 });
    expect(good.problems).toEqual([]);
    const bad = loadMoreSchema.parse({ query_settings: '[1,2]', total: 'lots' }, 'desktop', {} as never);
    expect(bad.value).toEqual({ query_settings: {}, total: 0 });
    expect(bad.problems).toHaveLength(2);
  });
});
