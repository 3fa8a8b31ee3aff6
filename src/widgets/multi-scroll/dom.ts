// The add-on's printed markup (Happy Addons Pro "Multi Scroll"):
//   .ha-multi-scroll-wrap[data-settings] > .ha-multi-scroll-inner#multiscroll
//       > .ha-multi-scroll-left.ms-left > .ms-section ...      (the left halves, in order)
//       > .ha-multi-scroll-right.ms-right > .ms-section ...    (the right halves)
//       > .ha-multi-scroll-mobile > .ms-section ...            (left 1, right 1, left 2, ...: the stacked copy for small screens)
//     [> ul#ha-multi-scroll-menu-{id}.ha-multi-scroll-menu > li[data-menuanchor] > a[href="#anchor"]]

export interface MultiScrollDom {
  wrap: HTMLElement;
  inner: HTMLElement;
  left: HTMLElement;
  right: HTMLElement;
  leftSections: HTMLElement[];
  rightSections: HTMLElement[];
}

const sectionsOf = (column: HTMLElement) =>
  [...column.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains('ms-section'));

export function findMultiScroll(container: HTMLElement): MultiScrollDom | null {
  const wrap = container.querySelector<HTMLElement>('.ha-multi-scroll-wrap');
  const inner = wrap?.querySelector<HTMLElement>(':scope > .ha-multi-scroll-inner');
  const left = inner?.querySelector<HTMLElement>(':scope > .ms-left');
  const right = inner?.querySelector<HTMLElement>(':scope > .ms-right');
  if (!wrap || !inner || !left || !right) return null;
  const leftSections = sectionsOf(left);
  const rightSections = sectionsOf(right);
  if (!leftSections.length || leftSections.length !== rightSections.length) return null;
  return { wrap, inner, left, right, leftSections, rightSections };
}

/** The library's options are printed on the inner wrap, not on the widget's element (HTML-escaped JSON). */
export function readMultiScrollSettings(_element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  const raw = container.querySelector<HTMLElement>('.ha-multi-scroll-wrap')?.dataset.settings;
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    // `menu: false` means none; `widget_id` and `sectionsColor` are not options of ours.
    const { widget_id: _id, sectionsColor: _colors, ...options } = parsed as Record<string, unknown>;
    if (options.menu === false) delete options.menu;
    return options;
  } catch {
    return {};
  }
}
