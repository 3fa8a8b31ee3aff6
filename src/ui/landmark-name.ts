// A screen reader lists a page's landmarks by name, so landmarks of one name cannot be told apart:
// two image carousels, two paginated tables. Where a page has several, each name gets its place in
// document order, "Images (2 of 3)"; one alone keeps the plain name. Names follow mounts and unmounts.
const groups = new Map<string, Set<Element>>();

const inDocumentOrder = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

function rename(name: string): void {
  const members = [...(groups.get(name) ?? [])];
  // One out of the page (not yet in, or taken out without an unmount) has no place: it keeps the plain name.
  const placed = members.filter((element) => element.isConnected).sort(inDocumentOrder);
  for (const element of members) {
    const place = placed.indexOf(element);
    element.setAttribute('aria-label', place >= 0 && placed.length > 1 ? `${name} (${place + 1} of ${placed.length})` : name);
  }
}

/**
 * Names `element` among the page's landmarks named `name`. Returns the way out of the group, which
 * renames the others; the element's own label is the caller's to put back.
 */
export function nameLandmark(element: Element, name: string): () => void {
  let group = groups.get(name);
  if (!group) groups.set(name, (group = new Set()));
  group.add(element);
  rename(name);
  return () => {
    group.delete(element);
    if (!group.size) groups.delete(name);
    rename(name);
  };
}
