// The smart post list: previous and next page through the posts, the filter chooses a term
// (ha_smart_post_list_action with querySettings, offset and termId). The answer's posts are
// sanitised and replace the grid's. A newer click aborts a pending request; a failed one is silent.
// Previous is disabled at offset 0 and next once a page comes back empty; a button disabled while
// it has focus hands focus to the other one, so a keyboard user is never dropped to the page.
import type { SetupContext } from '../../api-types';
import { latestOnly } from '../../services/ajax';
import { answerElements, answerKind } from '../../ui/answer-kind';
import { createRestorer } from '../../ui/restorer';
import { ACTIVE_CLASS, findSmartPostList, optionTerm, serverTerm, termOf } from './dom';
import {
  afterAnswer,
  choose,
  initialSplState,
  prevDisabled,
  replacesContent,
  requestFor,
  shownMessage,
  type SplMove,
  type SplOutcome,
  type SplState,
} from './logic';
import type { SmartPostListSettings } from './settings';

export function setupSmartPostList({ container, settings, env }: SetupContext<SmartPostListSettings>): () => void {
  const restorer = createRestorer();
  const dom = findSmartPostList(container);
  if (!dom) return () => restorer.restore();
  let state = initialSplState(settings.total_offset, settings.per_page, serverTerm(dom));
  const send = latestOnly();
  let alive = true;
  let round = 0;

  restorer.keepChildren(dom.grid);
  if (dom.filter) restorer.attr(dom.filter, 'data-active', dom.filter.getAttribute('data-active'));
  const status = restorer.create('span', 'ha-visually-hidden');
  status.setAttribute('role', 'status');
  dom.grid.after(status);
  label(dom.prev, 'Previous posts');
  label(dom.next, 'Next posts');
  for (const span of dom.terms) {
    restorer.attr(span, 'role', 'button');
    restorer.attr(span, 'tabindex', '0');
  }
  const select = dom.select;
  if (select) {
    const served = select.selectedIndex;
    restorer.defer(() => (select.selectedIndex = served));
    if (!select.hasAttribute('aria-label') && !select.labels?.length) restorer.attr(select, 'aria-label', 'Filter posts');
    restorer.listen(select, 'change', () => {
      const option = select.selectedOptions[0];
      if (option) run('term', optionTerm(option));
    });
  }

  function label(button: HTMLButtonElement | null, name: string) {
    if (!button) return;
    restorer.attr(button, 'type', button.getAttribute('type') ?? 'button');
    if (!button.textContent?.trim() && !button.hasAttribute('aria-label')) restorer.attr(button, 'aria-label', name);
  }

  function setDisabled(button: HTMLButtonElement | null, disabled: boolean, other: HTMLButtonElement | null) {
    if (!button) return;
    const hadFocus = disabled && document.activeElement === button;
    restorer.attr(button, 'disabled', disabled ? '' : null);
    if (hadFocus && other && !other.disabled) other.focus();
  }

  function render(next: SplState) {
    state = next;
    setDisabled(dom!.prev, prevDisabled(state), dom!.next);
    setDisabled(dom!.next, state.nextDisabled, dom!.prev);
    for (const span of dom!.terms) {
      const on = termOf(span) === state.chosen;
      restorer.toggle(span, ACTIVE_CLASS, on);
      restorer.attr(span, 'aria-pressed', String(on));
    }
    if (dom!.filter) restorer.attr(dom!.filter, 'data-active', state.term);
    const option = select ? [...select.options].find((candidate) => optionTerm(candidate) === state.chosen) : undefined;
    if (option) option.selected = true;
  }
  render(state);

  const termName = (term: string) => {
    const named = dom.terms.find((span) => termOf(span) === term) ?? [...(select?.options ?? [])].find((option) => optionTerm(option) === term);
    return named?.textContent?.trim() ?? '';
  };

  async function go(move: SplMove, term?: string) {
    const request = requestFor(state, move, term);
    if (!request) return;
    if (move === 'term') render(choose(state, request.term));
    restorer.attr(dom!.grid, 'aria-busy', 'true');
    const mine = ++round;
    // A newer click or the unmount took over: its own answer decides.
    const current = () => alive && mine === round;
    const answer = await send(
      'ha_smart_post_list_action',
      { querySettings: settings.query_settings, offset: request.offset, termId: request.term },
      { config: env.config },
    );
    if (!current()) return;
    const kind = answerKind(answer);
    const posts = kind === 'html' ? ((await answerElements(answer as string)) ?? []) : [];
    if (!current()) return;
    const outcome: SplOutcome = kind === 'failed' ? 'failed' : posts.length ? 'items' : 'empty';
    if (replacesContent(request, outcome)) {
      dom!.grid.replaceChildren(...posts);
      status.textContent = shownMessage(posts.length, termName(request.term));
    }
    restorer.attr(dom!.grid, 'aria-busy', null);
    render(afterAnswer(state, request, outcome));
  }

  const run = (move: SplMove, term?: string) => go(move, term).catch(env.report);
  const moveOf = (target: EventTarget | null): { move: SplMove; term?: string } | null => {
    if (!(target instanceof Element)) return null;
    const span = target.closest('span[data-value]');
    if (span instanceof HTMLElement && dom.terms.includes(span)) return { move: 'term', term: termOf(span) };
    const button = target.closest('button');
    if (button === dom.prev) return { move: 'prev' };
    if (button === dom.next) return { move: 'next' };
    return null;
  };

  restorer.listen<MouseEvent>(dom.wrapper, 'click', (event) => {
    const found = moveOf(event.target);
    if (!found) return;
    event.preventDefault();
    run(found.move, found.term);
  });
  restorer.listen<KeyboardEvent>(dom.wrapper, 'keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const found = moveOf(event.target);
    if (found?.move !== 'term') return;
    event.preventDefault();
    run(found.move, found.term);
  });
  restorer.defer(() => {
    alive = false;
    send.abort();
  });
  return () => restorer.restore();
}
