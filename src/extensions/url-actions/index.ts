// Hash-action links: `<a href="#elementor-action:action=popup:open&settings=...">` (or the same in
// `data-e-action-hash`, or in `e-action-hash` as older page builder versions print it) runs the action
// on click instead of following the link, and once on load when the page's own hash is one of the
// page's action links. Actions come from whoever registered them (services/url-actions); third
// parties add theirs through `elementorFrontend.utils.urlActions`.
import { actionHashOf, decodeHashAction } from '../../services/url';
import { addUrlAction, runUrlAction } from '../../services/url-actions';
import { defineExtension } from '../define';

const ACTION_ELEMENT = '[href*="elementor-action"],[data-e-action-hash],[e-action-hash]';

const actionOf = (element: Element) => decodeHashAction(actionHashOf(element));

let started = false;

function start(): void {
  const frontend = (window as { elementorFrontend?: { utils?: Record<string, unknown> } }).elementorFrontend;
  // A real page builder runs its own actions: running them twice would open a popup twice.
  if (!frontend || (frontend.utils as { urlActions?: unknown } | undefined)?.urlActions) return;
  frontend.utils = {
    ...frontend.utils,
    urlActions: {
      addAction: addUrlAction,
      runAction(url: string, trigger: Element | null = null) {
        const action = decodeHashAction(url);
        if (action) runUrlAction(action, trigger);
      },
    },
  };
  window.dispatchEvent(new CustomEvent('ha:url-actions', { detail: frontend.utils.urlActions }));

  document.addEventListener('click', (event) => {
    const element = event.target instanceof Element ? event.target.closest(ACTION_ELEMENT) : null;
    const action = element && actionOf(element);
    if (!action) return;
    event.preventDefault();
    // Once the click is over: the panel or popup it opens must not take this same click for one outside it.
    setTimeout(() => runUrlAction(action, element));
  });

  // Only a hash one of the page's links carries runs on load: a crafted address cannot make the page
  // open what its editors never linked.
  if (!location.hash) return;
  const wanted = decodeHashAction(location.hash);
  const link = wanted && [...document.querySelectorAll(ACTION_ELEMENT)].find((element) => JSON.stringify(actionOf(element)) == JSON.stringify(wanted));
  if (link) runUrlAction(wanted, link);
}

export default defineExtension({
  attach() {
    if (!started) (started = true), start();
  },
});
