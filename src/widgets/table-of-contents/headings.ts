// Pure rules of the table of contents' list: which headings are listed, their anchors, and the
// tree the hierarchical view nests them in.

/** A listed heading (spec 3): its tag level, its text and the anchor its link points to. */
export interface HeadingItem {
  level: number;
  text: string;
  anchorLink: string;
}

export interface HeadingNode {
  item: HeadingItem;
  /** The heading's place in the flat list (the index the active item and the anchors use). */
  index: number;
  children: HeadingNode[];
}

/** The anchor the add-on gives a heading without an id; links to it from other pages keep working. */
export const anchorId = (index: number): string => `ha-toc__heading-anchor-${index}`;

/** Every comma-separated selector that the browser accepts; an invalid one is silently left out (spec 8). */
export function validSelectors(list: string, doc: Document): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((selector) => {
      if (!selector) return false;
      try {
        doc.createDocumentFragment().querySelector(selector);
        return true;
      } catch {
        return false;
      }
    });
}

export interface HeadingQuery {
  tags: readonly string[];
  /** Containers to look in; the whole page when empty or when none matches. */
  container: string;
  exclude: string;
}

const headingText = (heading: Element) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The page's headings to list, in document order: of the configured tags, inside the configured
 * containers, not excluded by a selector, with some text, and never a table of contents' own title.
 */
export function findHeadings(doc: Document, { tags, container, exclude }: HeadingQuery): HTMLElement[] {
  if (!tags.length) return [];
  const scopes = validSelectors(container, doc).flatMap((selector) => [...doc.querySelectorAll<HTMLElement>(selector)]);
  const roots: ParentNode[] = scopes.length ? scopes : [doc];
  const excluded = validSelectors(exclude, doc);
  const found = new Set<HTMLElement>();
  for (const root of roots)
    for (const heading of root.querySelectorAll<HTMLElement>(tags.join(','))) {
      if (heading.closest('.ha-toc-wrapper, .ha-toc__scroll-to-top--container')) continue;
      if (excluded.some((selector) => heading.closest(selector))) continue;
      if (!headingText(heading)) continue;
      found.add(heading);
    }
  // Nested containers could list a heading twice, and two containers are visited one after the other.
  return [...found].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/**
 * The anchor of each heading: its own id when it has a unique one, else the add-on's numbered id
 * (skipping numbers another element holds). Returns the ids to set, by heading, and the items.
 */
export function anchorHeadings(headings: readonly HTMLElement[], doc: Document): { items: HeadingItem[]; toSet: Map<HTMLElement, string> } {
  const toSet = new Map<HTMLElement, string>();
  const taken = (id: string) => {
    const holder = doc.getElementById(id);
    return (holder !== null && !toSet.has(holder)) || [...toSet.values()].includes(id);
  };
  let next = 0;
  const items = headings.map((heading, index) => {
    let id = heading.id && doc.getElementById(heading.id) === heading ? heading.id : '';
    if (!id) {
      next = Math.max(next, index);
      while (taken(anchorId(next))) next++;
      id = anchorId(next);
      toSet.set(heading, id);
    }
    return { level: Number(heading.tagName.slice(1)) || 2, text: headingText(heading), anchorLink: `#${id}` };
  });
  return { items, toSet };
}

/**
 * The hierarchical view: a heading deeper than the one before it nests under it; a heading goes back
 * up to the nearest earlier heading of a higher level (a lower number). Flat: every item at the top.
 */
export function buildTree(items: readonly HeadingItem[], hierarchical: boolean): HeadingNode[] {
  const top: HeadingNode[] = [];
  const path: HeadingNode[] = [];
  items.forEach((item, index) => {
    const node: HeadingNode = { item, index, children: [] };
    if (!hierarchical) return void top.push(node);
    while (path.length && path[path.length - 1].item.level >= item.level) path.pop();
    (path.length ? path[path.length - 1].children : top).push(node);
    path.push(node);
  });
  return top;
}

/** The indexes of the active item and of every item it is nested in (their sub-lists stay open when collapsed). */
export function openBranch(nodes: readonly HeadingNode[], active: number): Set<number> {
  const open = new Set<number>();
  const visit = (node: HeadingNode): boolean => {
    const holds = node.index === active || node.children.map(visit).some(Boolean);
    if (holds) open.add(node.index);
    return holds;
  };
  nodes.forEach(visit);
  return open;
}
