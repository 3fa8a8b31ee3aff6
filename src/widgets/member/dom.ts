// Reading one team member card: its details button, its lightbox (a saved template that may hold
// other widgets) and the member's name, which labels the dialog.

export const SHOW = 'ha-member-lightbox-show';

export interface MemberDom {
  button: HTMLElement;
  lightbox: HTMLElement;
  close: HTMLElement | null;
  name: HTMLElement | null;
}

/**
 * This card's own parts; a member widget inside the lightbox's template is never taken for ours.
 * `lightbox` is null when the card has none (its button is then a plain link).
 */
export function findMember(container: HTMLElement): { dom: MemberDom | null; lightbox: HTMLElement | null } {
  const body = container.querySelector<HTMLElement>(':scope > .ha-member-body');
  const lightbox = container.querySelector<HTMLElement>(':scope > .ha-member-lightbox');
  const button = body?.querySelector<HTMLElement>(':scope > .ha-btn') ?? null;
  if (!button || !lightbox) return { dom: null, lightbox };
  const dom = {
    button,
    lightbox,
    close: lightbox.querySelector<HTMLElement>(':scope > .ha-member-lightbox-close'),
    name: body?.querySelector<HTMLElement>(':scope > .ha-member-name') ?? null,
  };
  return { dom, lightbox };
}

/** A click that closes: on the backdrop (the lightbox itself, around its content) or the close button. */
export function closesOn(dom: MemberDom, target: EventTarget | null): boolean {
  if (target === dom.lightbox) return true;
  return !!dom.close && target instanceof Node && dom.close.contains(target);
}
