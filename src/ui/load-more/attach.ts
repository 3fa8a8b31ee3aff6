// A load-more button on server markup: it posts the widget's query settings with the number of
// items already shown, and appends the sanitised items of the answer. While the request runs the
// button is aria-disabled (it keeps focus, so a keyboard user stays in place) and the list is
// aria-busy. When nothing is left it reads 'All Loaded' and hides ALL_LOADED_HIDE_MS later, handing
// focus to the last item when it had it. A failed request is silent: the button works again; so
// does one the server never answers, given up by the ajax service.
import type { HaConfig } from '../../api-types';
import { ajax } from '../../services/ajax';
import { answerElements, answerKind } from '../answer-kind';
import type { Restorer } from '../restorer';
import { ALL_LOADED_HIDE_MS, ALL_LOADED_TEXT, allLoaded, loadedMessage } from './rules';

export interface LoadMoreOptions {
  button: HTMLElement;
  /** Where new items go. */
  list: HTMLElement;
  /** Where the items already shown are counted (the list, or a wrapper around it). */
  scope: HTMLElement;
  /** One item, as the server prints it and answers it. */
  item: string;
  action: string;
  /** The fields sent besides action and security, given how many items are shown. */
  fields(loaded: number): Record<string, unknown>;
  /** How many items there are in all, when the server printed it (the feeds' data-total). */
  total: number | null;
  /** Said after a load: "3 more {noun} loaded." */
  noun: string;
  /** A class added to each loaded item (the post grid marks them). */
  loadedClass?: string;
  /** A spinner inside the button, shown while a request runs. */
  spinner?: string;
  config: Pick<HaConfig, 'ajaxUrl' | 'nonce'>;
  restorer: Restorer;
  report(error: unknown): void;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

const countItems = (scope: Element, item: string) => scope.querySelectorAll(item).length;

export function attachLoadMore(options: LoadMoreOptions): void {
  const { button, list, scope, item, restorer } = options;
  restorer.keepChildren(list);
  restorer.attr(button, 'aria-disabled', 'false');
  if (button instanceof HTMLButtonElement && !button.hasAttribute('type')) restorer.attr(button, 'type', 'button');
  if (!(button instanceof HTMLButtonElement)) {
    restorer.attr(button, 'role', 'button');
    if (!button.hasAttribute('tabindex')) restorer.attr(button, 'tabindex', '0');
  }
  const status = restorer.create('span', 'ha-visually-hidden');
  status.setAttribute('role', 'status');
  button.after(status);
  const spinner = options.spinner ? button.querySelector<HTMLElement>(options.spinner) : null;

  let controller: AbortController | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;

  const setBusy = (busy: boolean) => {
    restorer.attr(button, 'aria-disabled', String(busy));
    restorer.attr(list, 'aria-busy', busy ? 'true' : null);
    if (spinner) restorer.style(spinner, 'display', busy ? 'inline-block' : 'none');
  };

  const finish = () => {
    finished = true;
    restorer.text(button, ALL_LOADED_TEXT);
    restorer.addClass(button, 'loaded');
    restorer.attr(button, 'aria-disabled', 'true');
    hideTimer = setTimeout(() => {
      const hadFocus = button.contains(document.activeElement);
      restorer.style(button, 'display', 'none');
      if (hadFocus) focusAfterButton(list, item, restorer);
    }, ALL_LOADED_HIDE_MS);
  };

  const load = async () => {
    const loaded = countItems(scope, item);
    if (allLoaded(loaded, options.total)) {
      status.textContent = loadedMessage(0, options.noun, true);
      finish();
      return;
    }
    controller = new AbortController();
    const { signal } = controller;
    setBusy(true);
    // A request given up (services/fetch-within) fails like any other: the button works again.
    const answer = await ajax(options.action, options.fields(loaded), { config: options.config, signal });
    const kind = answerKind(answer);
    const elements = kind === 'html' ? await answerElements(answer as string, signal) : [];
    // Aborted by the unmount: the restorer puts everything back.
    if (signal.aborted) return;
    controller = null;
    setBusy(false);
    if (kind === 'failed' || !elements) return;
    if (kind === 'empty') {
      status.textContent = loadedMessage(0, options.noun, true);
      finish();
      return;
    }
    const items = elements.filter((el) => el.matches(item) || el.querySelector(item));
    // Only an empty answer means nothing is left; an answer without items (a PHP notice, cut-off
    // markup) is a failure, so the button must stay usable.
    if (items.length === 0) return;
    if (options.loadedClass) for (const el of items) if (el.matches(item)) el.classList.add(options.loadedClass);
    list.append(...items);
    const added = countItems(scope, item) - loaded;
    const done = allLoaded(loaded + added, options.total);
    status.textContent = loadedMessage(added, options.noun, done);
    if (done) finish();
  };

  const activate = (event: Event) => {
    event.preventDefault();
    if (controller || finished) return;
    load().catch((error: unknown) => {
      controller = null;
      setBusy(false);
      options.report(error);
    });
  };
  restorer.listen(button, 'click', activate);
  if (!(button instanceof HTMLButtonElement)) {
    restorer.listen<KeyboardEvent>(button, 'keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') activate(event);
    });
  }
  restorer.defer(() => {
    controller?.abort();
    controller = null;
    clearTimeout(hideTimer);
  });
}

/** Focus for a keyboard user whose button went away: the last link of the list, else its last item. */
function focusAfterButton(list: Element, item: string, restorer: Restorer): void {
  const focusable = list.querySelectorAll<HTMLElement>(FOCUSABLE);
  const items = list.querySelectorAll<HTMLElement>(item);
  const target = focusable[focusable.length - 1] ?? items[items.length - 1];
  if (!target) return;
  if (!target.matches(FOCUSABLE)) restorer.attr(target, 'tabindex', '-1');
  target.focus();
}
