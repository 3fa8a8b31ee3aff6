// Pure rules shared by the navigation menus: which links are the current page, which stay on the page,
// and the media query of a menu's burger layout.

/** The spec's menu breakpoints: the mobile layout below 768 px, the tablet layout below 1025 px. */
export const MENU_BREAKPOINTS = { mobile: 768, tablet: 1025 } as const;

/** The pointer may cross a gap between an item and its dropdown without the dropdown closing. */
export const HOVER_CLOSE_MS = 150;

/** A media query that holds below `width` px (a breakpoint is the first width that no longer narrows). */
export function belowQuery(width: number): string {
  return `(max-width: ${Math.max(0, Math.floor(width) - 1)}px)`;
}

export interface Here {
  origin: string;
  pathname: string;
  hash: string;
}

/** `/a/b/` and `/a/b` are the same page; `/` stays `/`. */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';
  return trim(a) === trim(b);
}

interface Target {
  path: string;
  hash: string;
}

/** Where a link leads on this site, or null: another site, no href, or a bare `#` that only opens a submenu. */
function targetOf(href: string | null, here: Here): Target | null {
  if (href === null) return null;
  const raw = href.trim();
  if (raw === '' || raw === '#') return null;
  let url: URL;
  try {
    url = new URL(raw, `${here.origin}${here.pathname}`);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  return { path: url.pathname, hash: url.hash.length > 1 ? url.hash : '' };
}

/**
 * Which links name the page the visitor is on. A link with a hash is current while the address has
 * that hash (one-page menus); when none is, links to this path without a hash are.
 */
export function currentLinks(hrefs: readonly (string | null)[], here: Here): boolean[] {
  const targets = hrefs.map((href) => targetOf(href, here));
  const onPage = (t: Target | null): t is Target => t !== null && samePath(t.path, here.pathname);
  const byHash = targets.map((t) => onPage(t) && t.hash !== '' && t.hash === here.hash);
  if (byHash.some(Boolean)) return byHash;
  return targets.map((t) => onPage(t) && t.hash === '');
}

/** A link to a section of this very page (`#about`, `/this-page/#about`): following it only scrolls. */
export function isSamePageSection(href: string | null, here: Here): boolean {
  const target = targetOf(href, here);
  return target !== null && target.hash !== '' && samePath(target.path, here.pathname);
}

/**
 * The mega panel's width from the item's `data-vertical-menu` (`750px`, `750`, or empty for full
 * width), or null when it names none.
 */
export function megaPanelWidth(value: string | null): string | null {
  const text = (value ?? '').trim();
  if (!/^\d/.test(text)) return null;
  return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : /^\d+(\.\d+)?(px|%|em|rem|vw)$/.test(text) ? text : null;
}

/** The items to keep open when item `index` is the one wanted: it and its ancestors (`parents[i]` is -1 at the top). */
export function openPath(parents: readonly number[], index: number): boolean[] {
  const open = parents.map(() => false);
  for (let i = index, guard = 0; i >= 0 && guard <= parents.length; i = parents[i], guard++) open[i] = true;
  return open;
}

/** Whether `index` lies inside item `ancestor` (or is it). */
export function isWithin(parents: readonly number[], index: number, ancestor: number): boolean {
  for (let i = index, guard = 0; i >= 0 && guard <= parents.length; i = parents[i], guard++) if (i === ancestor) return true;
  return false;
}

/** The open state after the visitor toggles `index`: opening keeps only its path open, closing also closes what lies inside it. */
export function toggleSubmenu(open: readonly boolean[], parents: readonly number[], index: number): boolean[] {
  if (index < 0 || index >= open.length) return [...open];
  return open[index] ? closeSubmenu(open, parents, index) : openPath(parents, index);
}

/** The open state with `index` and everything inside it closed. */
export function closeSubmenu(open: readonly boolean[], parents: readonly number[], index: number): boolean[] {
  return open.map((was, i) => was && !isWithin(parents, i, index));
}
