// The PDF viewer's pure rules: which URLs may be shown, the address that opens a page, and which
// sizes a style may take.

import { httpUrl } from '../../services/http-url';
const LENGTH = /^(?:\d+(?:\.\d+)?(?:px|%|em|rem|vh|vw|svh|dvh)|0)$/;

/** A CSS length the viewer accepts for its width or height: a number with px, %, em, rem or a viewport unit. */
export function isCssLength(value: string): boolean {
  return LENGTH.test(value.trim());
}

/**
 * The document's URL resolved against the page, when it is one the page may show and offer for
 * download: http or https only (never `javascript:` or `data:`); null otherwise.
 */
export function documentUrl(value: string, base: string): URL | null {
  const href = httpUrl(value, base);
  return href ? new URL(href) : null;
}

/** The address that opens the document at `page` in the browser's viewer (the PDF open parameters' `#page=`). */
export function pageAddress(url: URL, page: number): string {
  const at = new URL(url.href);
  at.hash = `page=${Math.max(1, Math.trunc(page) || 1)}`;
  return at.href;
}

/** The file name a download link offers: the URL's last path segment, decoded. */
export function fileName(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || 'document.pdf';
  } catch {
    return last || 'document.pdf';
  }
}
