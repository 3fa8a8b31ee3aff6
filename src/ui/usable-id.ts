/** The element's id when it is set and unique in its document, else null. */
export function usableId(el: HTMLElement): string | null {
  return el.id && el.ownerDocument.getElementById(el.id) === el ? el.id : null;
}
