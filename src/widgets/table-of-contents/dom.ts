// The add-on's printed markup (Happy Addons Pro "Table of Contents"):
//   div#ha-toc-{id}.ha-toc-wrapper[.hm-toc-default-style | .hm-toc-{slide,timeline,list}-style]
//     > .ha-toc__header > {h4|...}.ha-toc__header-title
//                       + .ha-toc__toggle-button.ha-toc__toggle-button--expand + ...--collapse (minimize_box)
//     > .ha-toc__body[.ha-toc__list-items--collapsible] > .ha-toc__spinner-container  (default style only)
//   optional .ha-toc__scroll-to-top--container (a button back up) next to the wrapper.
// The list replaces the body's spinner; with a custom style the wrapper is empty and takes the list itself.

export interface TocDom {
  wrapper: HTMLElement;
  title: HTMLElement | null;
  expand: HTMLElement | null;
  collapse: HTMLElement | null;
  body: HTMLElement | null;
  scrollTop: HTMLElement | null;
}

export function findToc(container: HTMLElement): TocDom | null {
  const wrapper = container.querySelector<HTMLElement>('.ha-toc-wrapper');
  if (!wrapper) return null;
  const own = <T extends HTMLElement>(selector: string) => wrapper.querySelector<T>(`:scope > .ha-toc__header > ${selector}`);
  return {
    wrapper,
    title: own('.ha-toc__header-title'),
    expand: own('.ha-toc__toggle-button--expand'),
    collapse: own('.ha-toc__toggle-button--collapse'),
    body: wrapper.querySelector<HTMLElement>(':scope > .ha-toc__body'),
    scrollTop: container.querySelector<HTMLElement>('.ha-toc__scroll-to-top--container'),
  };
}

/** Where the list is rendered: the body, or the wrapper itself for a custom style (it prints neither header nor body). */
export function listRoot(container: HTMLElement): HTMLElement | null {
  const dom = findToc(container);
  return dom ? (dom.body ?? dom.wrapper) : null;
}
