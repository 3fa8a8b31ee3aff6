import { describe, expect, it } from 'vitest';
import {
  findPostTab,
  readPostTab,
  serverSelectedTab,
  serverShownTerm,
  stateFromMarkup,
  wrappersOf,
} from '../../../../src/widgets/post-tab/dom';
import { wrapperFromAnswer } from '../../../../src/widgets/post-tab/answer';
import { initialState, postTabReducer, type PostTabAction, type PostTabState } from '../../../../src/widgets/post-tab/logic';
import { postTabSchema } from '../../../../src/widgets/post-tab/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => postTabSchema.parse(raw, 'desktop', breakpoints);
const run = (state: PostTabState, ...actions: PostTabAction[]) => actions.reduce(postTabReducer, state);

/** News (11) printed by the server, Design (12) and Travel (13) not loaded yet. */
const start = () => initialState('11', '11', ['11']);

describe('postTabReducer', () => {
  it('a choice highlights the tab at once and waits for the pause before loading', () => {
    const chosen = run(start(), { type: 'choose', term: '12' });
    expect(chosen).toMatchObject({ selected: '12', shown: '11', loading: null, pending: true });
    expect(run(chosen, { type: 'settle' })).toMatchObject({ selected: '12', shown: '11', loading: '12', pending: false });
  });

  it('choosing the selected term changes nothing', () => {
    const state = start();
    expect(run(state, { type: 'choose', term: '11' })).toBe(state);
  });

  it('a quick pass over several terms loads only the last one', () => {
    const passed = run(start(), { type: 'choose', term: '12' }, { type: 'choose', term: '13' }, { type: 'settle' });
    expect(passed).toMatchObject({ selected: '13', loading: '13' });
  });

  it('a loaded term is shown without loading', () => {
    const state = initialState('11', '11', ['11', '12']);
    expect(run(state, { type: 'choose', term: '12' }, { type: 'settle' })).toMatchObject({ shown: '12', loading: null });
  });

  it('an answer shows the posts and remembers the term', () => {
    const done = run(start(), { type: 'choose', term: '12' }, { type: 'settle' }, { type: 'answered', term: '12', ok: true });
    expect(done).toMatchObject({ selected: '12', shown: '12', loading: null, loaded: ['11', '12'] });
    // Back and forth now needs no fetch.
    const back = run(done, { type: 'choose', term: '11' }, { type: 'settle' }, { type: 'choose', term: '12' }, { type: 'settle' });
    expect(back).toMatchObject({ shown: '12', loading: null });
  });

  it('a failed fetch puts the selection back on the posts still shown, and a later choice retries', () => {
    const failed = run(start(), { type: 'choose', term: '12' }, { type: 'settle' }, { type: 'answered', term: '12', ok: false });
    expect(failed).toMatchObject({ selected: '11', shown: '11', loading: null, loaded: ['11'] });
    expect(run(failed, { type: 'choose', term: '12' }, { type: 'settle' })).toMatchObject({ loading: '12' });
  });

  it('an answer for a term no longer loading is ignored', () => {
    const moved = run(start(), { type: 'choose', term: '12' }, { type: 'settle' }, { type: 'choose', term: '13' }, { type: 'settle' });
    expect(moved.loading).toBe('13');
    expect(run(moved, { type: 'answered', term: '12', ok: true })).toBe(moved);
    expect(run(moved, { type: 'answered', term: '12', ok: false })).toBe(moved);
  });

  it('going back to the shown term while loading stops the loading', () => {
    const back = run(start(), { type: 'choose', term: '12' }, { type: 'settle' }, { type: 'choose', term: '11' }, { type: 'settle' });
    expect(back).toMatchObject({ selected: '11', shown: '11', loading: null });
  });

  it('an answer that lands while a newer choice waits for its pause is kept but not shown', () => {
    const waiting = run(start(), { type: 'choose', term: '12' }, { type: 'settle' }, { type: 'choose', term: '13' });
    const answered = run(waiting, { type: 'answered', term: '12', ok: true });
    expect(answered).toMatchObject({ selected: '13', shown: '11', loading: null, loaded: ['11', '12'], pending: true });
    // Its failure would not undo the newer choice either.
    expect(run(waiting, { type: 'answered', term: '12', ok: false })).toMatchObject({ selected: '13', pending: true });
  });
});

describe('postTabSchema', () => {
  it('reads click and the hover event list the add-on prints', () => {
    expect(parse({ event: 'click' })).toEqual({ value: { event: 'click', query_args: {} }, problems: [] });
    expect(parse({ event: 'hover touchstart' }).value.event).toBe('hover');
    expect(parse({}).value.event).toBe('click');
  });

  it('parses the query arguments JSON', () => {
    const { value, problems } = parse({ query_args: '{"post_type":"post","terms_ids":[11,12]}' });
    expect(value.query_args).toEqual({ post_type: 'post', terms_ids: [11, 12] });
    expect(problems).toEqual([]);
  });

  it('bad values fall back with one problem line each', () => {
    const { value, problems } = parse({ event: 'wobble', query_args: '{"post_type":' });
    expect(value).toEqual({ event: 'click', query_args: {} });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^event "wobble" is not valid; using "click"/);
    expect(problems[1]).toMatch(/^query_args .* is not valid/);
    expect(parse({ query_args: '[1,2]' }).problems).toHaveLength(1);
  });
});

function markup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `
    <div class="ha-post-tab" data-event="hover touchstart" data-query-args='{"post_type":"post"}'>
      <ul class="ha-post-tab-filter"><li data-term="11">News</li><li class="active" data-term="12">Design</li></ul>
      <div class="ha-post-tab-content">
        <div class="ha-post-tab-item-wrapper" data-term="11"></div>
        <div class="ha-post-tab-item-wrapper active" data-term="12"><div class="ha-post-tab-item">A</div></div>
      </div>
    </div>`;
  return container;
}

describe('post tab markup', () => {
  it('finds the filter items, the content and the server state', () => {
    const dom = findPostTab(markup())!;
    expect(dom.tabs.map((tab) => tab.textContent)).toEqual(['News', 'Design']);
    expect(serverSelectedTab(dom.tabs)?.textContent).toBe('Design');
    expect(serverShownTerm(dom.content)).toBe('12');
    expect(wrappersOf(dom.content)).toHaveLength(2);
    expect(findPostTab(document.createElement('div'))).toBeNull();
  });

  it('starts from the server state: the posts shown and their tab', () => {
    expect(stateFromMarkup(findPostTab(markup()))).toEqual({ selected: '12', shown: '12', loading: null, loaded: ['11', '12'], pending: false });
    expect(stateFromMarkup(null)).toMatchObject({ selected: '', shown: '', pending: false });
  });

  it('without printed posts, the marked tab is fetched as if just chosen', () => {
    const container = markup();
    container.querySelectorAll('.ha-post-tab-item-wrapper').forEach((el) => el.remove());
    expect(stateFromMarkup(findPostTab(container))).toEqual({ selected: '12', shown: '', loading: null, loaded: [], pending: true });
  });

  it('reads the raw settings from the attributes', () => {
    expect(readPostTab(markup())).toEqual({ event: 'hover touchstart', query_args: '{"post_type":"post"}' });
    expect(readPostTab(document.createElement('div'))).toEqual({ event: undefined, query_args: undefined });
  });

  it('takes the posts wrapper from an answer, sanitised, hidden and tagged with the requested term', async () => {
    const wrapper = (await wrapperFromAnswer(
      '<p>noise</p><div class="ha-post-tab-item-wrapper active" data-term="x">' +
        '<div class="ha-post-tab-item"><img src="/missing.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">T</a></div></div>',
      '13',
    ))!;
    expect(wrapper.getAttribute('data-term')).toBe('13');
    expect(wrapper.classList.contains('active')).toBe(false);
    expect(wrapper.querySelector('script')).toBeNull();
    expect(wrapper.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(wrapper.querySelector('a')!.getAttribute('href')).toBeNull();
    expect(wrapper.textContent).toBe('T');
  });

  it('an answer without a posts wrapper, or not text, gives nothing', async () => {
    expect(await wrapperFromAnswer('0', '13')).toBeNull();
    expect(await wrapperFromAnswer('', '13')).toBeNull();
    expect(await wrapperFromAnswer(null, '13')).toBeNull();
    expect(await wrapperFromAnswer({ html: '<div class="ha-post-tab-item-wrapper"></div>' }, '13')).toBeNull();
  });
});
