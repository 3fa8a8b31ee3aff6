// The seed's markup, in the add-on's style:
//   .ha-scroll-tab-wrapper
//     > ul.ha-scroll-tab-nav > li.ha-scroll-tab-nav-item[.active] > a.ha-scroll-tab-title[href="#{panel id}"]
//     > .ha-scroll-tab-content > .ha-scroll-tab-panel#{panel id}[.active] ...
// Without the script the titles are in-page links to their panels.

export interface ScrollTab {
  item: HTMLElement;
  title: HTMLElement;
  panel: HTMLElement;
}

export interface ScrollTabDom {
  nav: HTMLElement;
  tabs: ScrollTab[];
}

/** The panel an in-page link names, when it is one of the widget's panels. */
function panelOf(title: HTMLElement, panels: readonly HTMLElement[]): HTMLElement | null {
  const href = title.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(href.slice(1));
  } catch {
    return null;
  }
  return panels.find((panel) => panel.id === id) ?? null;
}

export function findScrollTabs(container: HTMLElement): ScrollTabDom | null {
  const wrapper = container.querySelector<HTMLElement>('.ha-scroll-tab-wrapper');
  const nav = wrapper?.querySelector<HTMLElement>('.ha-scroll-tab-nav');
  if (!wrapper || !nav) return null;
  const panels = [...wrapper.querySelectorAll<HTMLElement>('.ha-scroll-tab-content .ha-scroll-tab-panel')];
  // A title that names none of the panels stays as printed.
  const tabs = [...nav.querySelectorAll<HTMLElement>('.ha-scroll-tab-nav-item')].flatMap((item) => {
    const title = item.querySelector<HTMLElement>('.ha-scroll-tab-title');
    const panel = title && panelOf(title, panels);
    return title && panel ? [{ item, title, panel }] : [];
  });
  return tabs.length ? { nav, tabs } : null;
}
