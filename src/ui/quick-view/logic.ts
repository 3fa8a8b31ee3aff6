// Pure rules of the product quick view: which address a button may load, which classes its
// `data-modal-class` may put on the dialog, and what the dialog is called.

/** The spec's text for a quick view that could not be loaded. */
export const LOAD_FAILED = 'The product could not be loaded';

/** The quick view button: the add-on prints `<a href="#" data-mfp-src="…" data-modal-class="…">`. */
export const QUICK_VIEW_BUTTON = '.ha-pqv-btn[data-mfp-src]';

/**
 * The absolute address a quick view may be loaded from: http(s) on the page's own origin only (the
 * add-on's is its ajax endpoint), so a button can never make the page call another host. Null otherwise.
 */
export function quickViewUrl(source: string | null | undefined, page: string): string | null {
  const text = source?.trim();
  if (!text) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(page);
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === base.origin ? url.href : null;
}

/** The class names in a `data-modal-class` value (`ha-pqv--{id}`), without anything that is not a plain class token. */
export function modalClasses(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(/\s+/)
    .filter((token) => /^-?[_a-zA-Z][\w-]{0,99}$/.test(token))
    .slice(0, 8);
}

/** The dialog's accessible name before the product's own heading can name it. */
export function quickViewLabel(productName: string | null | undefined): string {
  const name = productName?.replace(/\s+/g, ' ').trim();
  return name ? `Quick view: ${name.slice(0, 120)}` : 'Quick view';
}
