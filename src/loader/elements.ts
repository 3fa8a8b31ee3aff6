// Reading the page builder's element markup.

/** The page builder's elements (sections, columns, containers, widgets), and any element carrying a widget type. */
export const ELEMENT_SELECTOR = '.elementor-element[data-element_type],[data-e-type],[data-widget_type]';

export function elementType(element: HTMLElement): string {
  return element.dataset.element_type || element.dataset.eType || '';
}

/** `ha-countdown.default` -> ['ha-countdown', 'default']. */
export function widgetTypeOf(element: HTMLElement): [string, string] {
  const [type = '', skin = 'default'] = (element.dataset.widget_type ?? '').split('.');
  return [type, skin];
}

/** Hook callbacks get a jQuery object from a real page builder and an element from ours. */
export function toElement(scope: unknown): HTMLElement | null {
  const candidate = scope instanceof Element ? scope : (scope as ArrayLike<unknown> | null)?.[0];
  return candidate instanceof HTMLElement ? candidate : null;
}
