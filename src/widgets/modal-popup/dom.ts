// The modal popup as the add-on prints it (fixtures/widgets/modal-popup.html):
//   .ha-modal-popup-box-wrapper[data-trigger-type=button|image|pageload]
//     > .ha-modal-button-wrapper > a.ha-modal-popup-trigger.ha-modal-popup-btn | img.ha-modal-popup-trigger.ha-modal-popup-image
//     > .ha-modal-popup-content-wrapper[data-animation][data-display-delay] (.ha-modal-show while open)
//         > .ha-modal-popup-content-close, .ha-modal-popup-overlay (full screen only),
//           .ha-modal-animation > .ha-modal-inner > .ha-modal-inner-content > .ha-modal-content__title ...

/** On the content wrapper while the popup is open (the add-on's class). */
export const SHOW = 'ha-modal-show';

export interface ModalDom {
  box: HTMLElement;
  /** The button or image that opens the popup; none for a popup opened on page load. */
  trigger: HTMLElement | null;
  /** The content wrapper: the dialog. */
  dialog: HTMLElement;
  close: HTMLElement | null;
  overlay: HTMLElement | null;
  /** What the entrance animation moves. */
  animated: HTMLElement | null;
  title: HTMLElement | null;
}

function child(parent: Element, className: string): HTMLElement | null {
  for (const el of parent.children) if (el instanceof HTMLElement && el.classList.contains(className)) return el;
  return null;
}

/** This widget's own popup; a popup inside its content (a saved template may hold one) is left to its own widget. */
export function findModal(container: HTMLElement): ModalDom | null {
  const box = container.querySelector<HTMLElement>('.ha-modal-popup-box-wrapper');
  const dialog = box && child(box, 'ha-modal-popup-content-wrapper');
  if (!box || !dialog) return null;
  const outside = (el: HTMLElement | null) => (el && !dialog.contains(el) ? el : null);
  const animated = child(dialog, 'ha-modal-animation');
  return {
    box,
    dialog,
    trigger: outside(box.querySelector<HTMLElement>('.ha-modal-popup-trigger')),
    close: child(dialog, 'ha-modal-popup-content-close') ?? animated?.querySelector<HTMLElement>('.ha-modal-popup-content-close') ?? null,
    overlay: child(dialog, 'ha-modal-popup-overlay'),
    animated,
    title: animated?.querySelector<HTMLElement>('.ha-modal-content__title') ?? null,
  };
}

/** The raw settings the add-on prints as attributes (it prints no data-settings for this widget). */
export function readModalAttributes(container: HTMLElement): Record<string, unknown> {
  const box = container.querySelector<HTMLElement>('.ha-modal-popup-box-wrapper');
  const dialog = box && child(box, 'ha-modal-popup-content-wrapper');
  const raw: Record<string, unknown> = {};
  const put = (key: string, value: string | null | undefined) => {
    if (value != null && value !== '') raw[key] = value;
  };
  put('trigger_type', box?.getAttribute('data-trigger-type'));
  put('popup_animation', dialog?.getAttribute('data-animation'));
  put('display_delay', dialog?.getAttribute('data-display-delay'));
  return raw;
}
