import type { Restorer } from '../../ui/restorer';

/**
 * Records attributes exactly as printed before the restorer edits them token by token (classes) or
 * property by property (style): re-serialising would lose spacing such as the add-on's trailing
 * space in `class="ha-adct-collapse-icon-wrap "` or `style="--ha-adct-column-count:3"`.
 */
export function keepExact(restorer: Restorer, el: Element, ...names: string[]): void {
  for (const name of names) restorer.attr(el, name, el.getAttribute(name));
}
