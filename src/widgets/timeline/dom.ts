// The server markup of the vertical timeline: `.ha-timeline-wrap[data-scroll]` > `.ha-timeline-block`
// items, each with an icon box (`.ha-timeline-icon`, `.ha-timeline-tree` > `.ha-timeline-tree-inner`)
// and a card (`.ha-timeline-content`).

export const WRAP = '.ha-timeline-wrap';
const BLOCK = '.ha-timeline-block';

export interface TimelineItem {
  block: HTMLElement;
  /** The point on the line that passes the middle of the viewport: the icon, else the block's top. */
  point: HTMLElement | null;
  tree: HTMLElement | null;
  /** The coloured part of the line whose height follows scrolling (printed only with the scroll tree on). */
  inner: HTMLElement | null;
  card: HTMLElement | null;
}

export interface TimelineDom {
  wrap: HTMLElement;
  items: TimelineItem[];
}

export function findTimeline(container: HTMLElement): TimelineDom | null {
  const wrap = container.querySelector<HTMLElement>(WRAP);
  if (!wrap) return null;
  const blocks = [...wrap.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches(BLOCK));
  if (!blocks.length) return null;
  return {
    wrap,
    items: blocks.map((block) => ({
      block,
      point: block.querySelector<HTMLElement>('.ha-timeline-icon'),
      tree: block.querySelector<HTMLElement>('.ha-timeline-tree'),
      inner: block.querySelector<HTMLElement>('.ha-timeline-tree-inner'),
      card: block.querySelector<HTMLElement>('.ha-timeline-content'),
    })),
  };
}

/** The `data-scroll` attribute as the `show_scroll_tree` setting (absent: not given). */
export function readScrollSwitch(container: HTMLElement): Record<string, unknown> {
  const scroll = container.querySelector(WRAP)?.getAttribute('data-scroll');
  return scroll === null || scroll === undefined ? {} : { show_scroll_tree: scroll };
}
