import './popup.css';
import type { HaConfig } from '../../api-types';
import { deviceMode, trackDeviceMode } from '../../services/device';
import { addUrlAction } from '../../services/url-actions';
import { defineExtension } from '../define';
import { closePopup, getPopup, openPopup, registerPopup } from './api';
import { createPopup, onEscape, type PopupEnv } from './popup';
import { readPopupSettings } from './settings';
import { createElementorStore, popupStore, type ElementorStore } from './storage';
import { failingRules, recordVisit } from './timing';
import { browserTriggerEnv, startTriggers } from './triggers';

/** The page builder's config says who is logged in (`user` only then); WordPress also marks the body. */
function loggedInUser(config: HaConfig): { roles: string[] } | null {
  const user = (window as { elementorFrontendConfig?: { user?: { roles?: unknown } } }).elementorFrontendConfig?.user;
  const roles = Array.isArray(user?.roles) ? user.roles.filter((role): role is string => typeof role === 'string') : config.userRoles;
  if (user || roles.length || document.body.classList.contains('logged-in')) return { roles };
  return null;
}

/** A switcher value as the page builder prints it in an action's settings ('yes', true, 1). */
const isOn = (value: unknown) => value === true || value === 1 || value === 'yes' || value === '1' || value === 'true';

let started: { store: ElementorStore; loadedAt: number } | undefined;

function start(config: HaConfig, editMode: boolean) {
  if (started) return started;
  started = { store: createElementorStore(), loadedAt: Math.round(performance.timeOrigin || Date.now()) };
  if (!editMode) recordVisit(started.store);
  trackDeviceMode(config.breakpoints);
  document.addEventListener('keydown', (event) => onEscape(event, config.breakpoints, () => deviceMode.get()));
  // Hash-action links: `popup:open {id, toggle}`, and `popup:close {do_not_show_again}` from a link inside the popup.
  addUrlAction('popup:open', (settings) => {
    if (typeof settings.id === 'string' || typeof settings.id === 'number') openPopup(settings.id, { toggle: isOn(settings.toggle) });
  });
  addUrlAction('popup:close', (settings, trigger) => closePopup(trigger, { doNotShowAgain: isOn(settings.do_not_show_again) }));
  return started;
}

/** A click on (or inside) an element matching the popup's `open_selector` opens it. */
function openOnClick(selector: string, open: () => void): void {
  if (!selector.trim()) return;
  try {
    document.querySelector(selector);
  } catch {
    return;
  }
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    if (!target) return;
    // A bare `#` link would jump to the top of the page behind the popup.
    if (target instanceof HTMLAnchorElement && (target.getAttribute('href') ?? '#').startsWith('#')) event.preventDefault();
    open();
  });
}

export default defineExtension({
  attach(elements, { config, api }) {
    const editMode = config.editMode || document.body.classList.contains('elementor-editor-active');
    const { store, loadedAt } = start(config, editMode);
    for (const doc of elements) {
      const id = doc.dataset.elementorId || '';
      // The same popup printed twice stays one popup.
      if (!id || getPopup(id)) continue;
      const settings = readPopupSettings(doc.getAttribute('data-elementor-settings'), deviceMode.get(), config.breakpoints);
      const say = (message: string) => console.warn(`[ha-widgets] popup #${id}: ${message}`);
      if (settings.problems.length && config.debug) say(settings.problems.join('; '));
      const env: PopupEnv = {
        api,
        breakpoints: config.breakpoints,
        editMode,
        store: popupStore(store, id),
        device: () => deviceMode.get(),
      };
      const popup = createPopup(doc, id, settings, env);
      registerPopup(popup);
      openOnClick(settings.document.open_selector, () => popup.show());
      // Preview shows the popup at once, whatever its triggers and rules.
      if (editMode) {
        popup.show();
        continue;
      }
      const failing = failingRules(settings.timing, {
        store,
        popup: env.store,
        referrer: document.referrer,
        host: location.host,
        user: loggedInUser(config),
        device: deviceMode.get(),
        userAgent: navigator.userAgent,
        now: Date.now(),
        loadedAt,
      });
      if (failing.length) {
        if (config.debug) console.info(`[ha-widgets] popup #${id} stays closed: ${failing.join(', ')}`);
        continue;
      }
      startTriggers(settings.triggers, () => popup.show({ avoidMultiple: true }), browserTriggerEnv);
    }
  },
});
