import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { ajax } from '../../services/ajax';
import { FILTER_DEBOUNCE_MS } from '../../ui/filter-rules';
import { isActivationKey, rovingIndex } from '../../ui/keys';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { ACTIVE_CLASS, findPostTab, stateFromMarkup, termOf, wrappersOf, type PostTabDom } from './dom';
import { postTabReducer, type PostTabState } from './logic';
import type { PostTabSettings } from './settings';

const isVertical = (root: HTMLElement) =>
  root.classList.contains('ha-post-tab-left') || root.classList.contains('ha-post-tab-right');

/**
 * Enhances the server-printed post tabs. The filter is a WAI-ARIA tablist and the content box its
 * one tabpanel. Fetching takes a moment, so in click mode the arrows only move focus and Enter,
 * Space or a click chooses (manual activation); in hover mode focus chooses, like the pointer does.
 * Every choice waits for the filter debounce, so a quick pass over several terms fetches only the last.
 */
export function PostTab({ container, settings, env }: WidgetProps<PostTabSettings>) {
  const dom = useMemo(() => findPostTab(container), [container]);
  const [state, dispatch] = useReducer(postTabReducer, dom, stateFromMarkup);
  const restorer = useMemo(createRestorer, [dom]);
  const fetched = useRef<HTMLElement[]>([]);
  const hover = settings.event === 'hover';

  // Once, about the markup the widget mounted with.
  useEffect(() => {
    if (!dom?.tabs.length) env.warn('no li[data-term] found in .ha-post-tab-filter; nothing to do');
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    applyStructure(dom, env.id, restorer);
    return () => {
      for (const wrapper of fetched.current) wrapper.remove();
      fetched.current = [];
      restorer.restore();
    };
  }, [dom, env.id, restorer]);

  useLayoutEffect(() => {
    if (dom) applyState(dom, state, restorer);
  }, [dom, state, restorer]);

  useEffect(() => {
    if (!state.pending) return;
    const timer = setTimeout(() => dispatch({ type: 'settle' }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state.pending, state.selected]);

  // One fetch per term that starts loading; a newer choice aborts it, so its answer never lands.
  useEffect(() => {
    const term = state.loading;
    if (!dom || term === null) return;
    const controller = new AbortController();
    const fields = { post_tab_query: settings.query_args, term_id: term };
    Promise.all([ajax('ha_post_tab_action', fields, { config: env.config, signal: controller.signal }), import('./answer')])
      .then(([answer, { wrapperFromAnswer }]) => wrapperFromAnswer(answer, term, controller.signal))
      .catch((error: unknown) => {
        env.report(error);
        return null;
      })
      .then((wrapper) => {
        if (controller.signal.aborted) return;
        if (wrapper) {
          dom.content.append(wrapper);
          fetched.current.push(wrapper);
        }
        dispatch({ type: 'answered', term, ok: wrapper !== null });
      });
    return () => controller.abort();
  }, [dom, state.loading]);

  const tabAt = (target: EventTarget | null) => {
    const item = target instanceof Element ? target.closest('li[data-term]') : null;
    return dom?.tabs.find((tab) => tab === item);
  };
  const choose = (target: EventTarget | null) => {
    const tab = tabAt(target);
    if (tab) dispatch({ type: 'choose', term: termOf(tab) });
  };

  useEvent(dom?.filter, 'click', (event) => choose(event.target), env.report);
  useEvent(hover ? dom?.filter : null, 'mouseover', (event) => choose(event.target), env.report);
  useEvent(hover ? dom?.filter : null, 'touchstart', (event) => choose(event.target), env.report, { passive: true });
  useEvent(hover ? dom?.filter : null, 'focusin', (event) => choose(event.target), env.report);

  useEvent(
    dom?.filter,
    'keydown',
    (event) => {
      const tab = tabAt(event.target);
      if (!dom || !tab || event.altKey || event.ctrlKey || event.metaKey) return;
      const rtl = getComputedStyle(dom.filter).direction === 'rtl';
      const next = rovingIndex(event.key, dom.tabs.indexOf(tab), dom.tabs.length, {
        horizontal: true,
        vertical: isVertical(dom.root),
        rtl,
      });
      if (next !== null) {
        event.preventDefault();
        dom.tabs[next].focus();
      } else if (isActivationKey(event.key)) {
        event.preventDefault();
        choose(tab);
      }
    },
    env.report,
  );

  if (!dom) return null;
  const busy = state.loading !== null;
  return createPortal(
    <>
      {busy && (
        <span className="ha-post-tab-loading" aria-hidden="true">
          <i className="eicon-spinner eicon-animation-spin" />
        </span>
      )}
      <span className="ha-visually-hidden" role="status">
        {busy ? 'Loading posts' : ''}
      </span>
    </>,
    dom.content,
  );
}

function applyStructure(dom: PostTabDom, widgetId: string, restorer: Restorer): void {
  if (!dom.content.id) restorer.attr(dom.content, 'id', `ha-post-tab-content-${widgetId}`);
  restorer.attr(dom.filter, 'role', 'tablist');
  if (isVertical(dom.root)) restorer.attr(dom.filter, 'aria-orientation', 'vertical');
  restorer.attr(dom.content, 'role', 'tabpanel');
  dom.tabs.forEach((tab, index) => {
    if (!tab.id) restorer.attr(tab, 'id', `ha-post-tab-${widgetId}-${index + 1}`);
    restorer.attr(tab, 'role', 'tab');
    restorer.attr(tab, 'aria-controls', dom.content.id);
  });
}

function applyState(dom: PostTabDom, state: PostTabState, restorer: Restorer): void {
  const selected = dom.tabs.find((tab) => termOf(tab) === state.selected);
  for (const tab of dom.tabs) {
    const on = tab === selected;
    restorer.toggle(tab, ACTIVE_CLASS, on);
    restorer.attr(tab, 'aria-selected', String(on));
    restorer.attr(tab, 'tabindex', on ? '0' : '-1');
  }
  for (const wrapper of wrappersOf(dom.content)) restorer.toggle(wrapper, ACTIVE_CLASS, termOf(wrapper) === state.shown);
  restorer.attr(dom.content, 'aria-labelledby', selected?.id ?? null);
  restorer.attr(dom.content, 'aria-busy', state.loading === null ? null : 'true');
}
