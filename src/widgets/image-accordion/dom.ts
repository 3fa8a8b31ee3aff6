// Finding one image accordion's items in the server markup.
import { behaviorFromClasses } from './logic';

export const ACTIVE_CLASS = 'active';

export interface AccordionDom {
  /** `.ha-ia-gallery-wrap`, the items' parent. */
  gallery: HTMLElement;
  items: HTMLElement[];
}

export function findImageAccordion(container: HTMLElement): AccordionDom | null {
  const gallery = container.querySelector<HTMLElement>('.ha-ia-gallery-wrap');
  if (!gallery) return null;
  const items = [...gallery.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches('.ha-ia-item'));
  return { gallery, items };
}

/** Raw settings from the wrapper's prefix class; nothing when it carries neither behaviour class. */
export function readImageAccordion(element: HTMLElement): Record<string, unknown> {
  const behavior = behaviorFromClasses(element.classList);
  return behavior ? { active_behavior: behavior } : {};
}

/** The item that holds `target`, or -1. */
export function itemIndexOf(dom: AccordionDom, target: EventTarget | null): number {
  const item = target instanceof Element ? target.closest('.ha-ia-item') : null;
  return item ? dom.items.indexOf(item as HTMLElement) : -1;
}
