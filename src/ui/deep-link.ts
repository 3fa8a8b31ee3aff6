// Deep links into tabs, accordions and toggles: an address hash naming an item (its title's or
// panel's id, or any element inside them) opens that item, on load and on every hash change, and
// brings it into view. Off in the page editor, where the item being edited stays open.
import { useLayoutEffect, useState } from 'react';
import { useEvent } from './use-event';

export interface LinkableItem {
  /** The item's titles (tabs have a desktop and a mobile one); the first one rendered is scrolled to. */
  titles: readonly (HTMLElement | null)[];
  panel: HTMLElement;
}

export interface DeepLink {
  index: number;
  /** The element the hash names. */
  target: Element;
}

/** The id a location hash names, or null: empty, undecodable, or a page-builder hash action. */
export function idFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return id.startsWith('elementor-action:') ? null : id;
}

/** The item whose title or panel is, or holds, the element the hash names; null when none does. */
export function linkedItem(items: readonly LinkableItem[], hash: string, doc: Document = document): DeepLink | null {
  const id = idFromHash(hash);
  const target = id === null ? null : doc.getElementById(id);
  if (!target) return null;
  const index = items.findIndex(({ titles, panel }) => [...titles, panel].some((part) => part?.contains(target)));
  return index < 0 ? null : { index, target };
}

/** Where to scroll for a link: the target itself, but the item's title when the link names the whole panel. */
export function scrollTargetOf({ index, target }: DeepLink, items: readonly LinkableItem[]): Element {
  const { titles, panel } = items[index];
  if (target !== panel) return target;
  return titles.find((title) => title && title.getClientRects().length > 0) ?? target;
}

/** An unmodified primary click on a link to the fragment the address already shows: no hashchange follows. */
function sameHashClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.hash || link.hash !== location.hash) return false;
  return link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;
}

/**
 * Follows deep links while `enabled`. `open(index)` must open that item; it runs on hash changes
 * (the caller reads the initial link itself, with `linkedItem`, to start with it open). The scroll
 * runs in a layout effect, so call this hook after the ones that show the opened item.
 */
export function useDeepLink(
  items: readonly LinkableItem[],
  enabled: boolean,
  open: (index: number) => void,
  onError: (error: unknown) => void,
): void {
  // A new object for every link followed, so following the same link again scrolls again.
  const [followed, setFollowed] = useState<DeepLink | null>(() => (enabled ? linkedItem(items, location.hash) : null));

  useLayoutEffect(() => {
    if (followed) scrollTargetOf(followed, items).scrollIntoView({ block: 'start' });
  }, [followed]);

  const follow = () => {
    const link = linkedItem(items, location.hash);
    if (!link) return;
    open(link.index);
    setFollowed(link);
  };

  useEvent(enabled ? window : null, 'hashchange', follow, onError);
  useEvent(enabled ? document : null, 'click', (event) => sameHashClick(event as MouseEvent) && follow(), onError);
}
