import { describe, expect, it } from 'vitest';
import {
  afterAnswer,
  choose,
  initialSplState,
  prevDisabled,
  replacesContent,
  requestFor,
  shownMessage,
} from '../../../../src/widgets/smart-post-list/logic';

const start = initialSplState(0, 4, '');

describe('smart post list paging', () => {
  it('disables previous at offset 0 and asks for nothing there', () => {
    expect(prevDisabled(start)).toBe(true);
    expect(requestFor(start, 'prev')).toBeNull();
    expect(prevDisabled({ ...start, offset: 4 })).toBe(false);
  });

  it('moves by one page, never below 0, keeping the term', () => {
    expect(requestFor(start, 'next')).toEqual({ move: 'next', offset: 4, term: '' });
    expect(requestFor({ ...start, offset: 8, term: '13' }, 'prev')).toEqual({ move: 'prev', offset: 4, term: '13' });
    expect(requestFor({ ...start, offset: 2 }, 'prev')).toEqual({ move: 'prev', offset: 0, term: '' });
  });

  it('a page with posts is shown; an empty next page disables next and keeps the posts', () => {
    const request = requestFor(start, 'next')!;
    const shown = afterAnswer(start, request, 'items');
    expect(shown.offset).toBe(4);
    expect(replacesContent(request, 'items')).toBe(true);
    const empty = afterAnswer(shown, requestFor(shown, 'next')!, 'empty');
    expect(empty).toMatchObject({ offset: 4, nextDisabled: true });
    expect(replacesContent(requestFor(shown, 'next')!, 'empty')).toBe(false);
    expect(requestFor(empty, 'next')).toBeNull();
    // Going back enables next again.
    expect(afterAnswer(empty, requestFor(empty, 'prev')!, 'items')).toMatchObject({ offset: 0, nextDisabled: false });
  });
});

describe('smart post list term filter', () => {
  it('starts the chosen term at offset 0 and highlights it at once', () => {
    const paged = { ...start, offset: 8 };
    expect(requestFor(paged, 'term', '11')).toEqual({ move: 'term', offset: 0, term: '11' });
    expect(choose(paged, '11')).toMatchObject({ chosen: '11', term: '' });
  });

  it('a term with no posts shows none, with nowhere to page', () => {
    const request = requestFor(start, 'term', '99')!;
    expect(replacesContent(request, 'empty')).toBe(true);
    expect(afterAnswer(start, request, 'empty')).toMatchObject({ term: '99', chosen: '99', offset: 0, nextDisabled: true });
  });

  it('a failure changes nothing and puts the highlight back on the term shown', () => {
    const chosen = choose({ ...start, offset: 4 }, '12');
    const failed = afterAnswer(chosen, requestFor(chosen, 'term', '12')!, 'failed');
    expect(failed).toEqual({ ...start, offset: 4 });
    expect(replacesContent(requestFor(chosen, 'next')!, 'failed')).toBe(false);
  });
});

describe('shownMessage', () => {
  it('names the term when there is one', () => {
    expect(shownMessage(3, 'Travel')).toBe('Travel: 3 posts shown.');
    expect(shownMessage(1, '')).toBe('1 post shown.');
  });
});
