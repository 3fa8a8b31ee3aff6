// Opening and closing popups from elsewhere (the hash-action links `popup:open` and `popup:close`):
// works on the popups attached so far.
import { popups, topPopup, type PopupInstance } from './registry';

export function registerPopup(instance: PopupInstance): void {
  popups.set(instance.id, instance);
}

export function getPopup(id: string | number): PopupInstance | undefined {
  return popups.get(String(id));
}

/** Opens popup `id` (a click, not a trigger: avoid_multiple_popups does not apply); with `toggle`, closes it when open. */
export function openPopup(id: string | number, { toggle = false }: { toggle?: boolean } = {}): boolean {
  const popup = getPopup(id);
  if (!popup) return false;
  if (popup.isOpen()) {
    if (toggle) popup.hide();
    return false;
  }
  return popup.show();
}

/**
 * Closes a popup: the one with this id, the one holding this element (a close link inside it), or the
 * one opened last. `doNotShowAgain` stores the flag that keeps it from ever showing again.
 */
export function closePopup(which?: string | number | Element | null, { doNotShowAgain = false }: { doNotShowAgain?: boolean } = {}): void {
  let popup: PopupInstance | undefined;
  if (which instanceof Element) {
    // A close link outside any popup closes none, as with the page builder.
    const doc = which.closest<HTMLElement>('[data-elementor-type="popup"]');
    popup = doc ? getPopup(doc.dataset.elementorId ?? '') : undefined;
  } else popup = which === undefined || which === null || which === '' ? topPopup() : getPopup(which);
  popup?.hide({ doNotShowAgain });
}
