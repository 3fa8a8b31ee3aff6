// Address-bar state: query parameters (loop filters, template ids) and the page builder's
// hash-action links (`#elementor-action:action=lightbox&settings=<base64 JSON>`).

/** A query parameter of `url` (default: the current address), or null when absent or unparsable. */
export function getQueryParam(name: string, url: string = location.href): string | null {
  try {
    return new URL(url, location.href).searchParams.get(name);
  } catch {
    return null;
  }
}

export interface QueryUpdateOptions {
  /** replaceState (default) instead of pushState, so filtering does not flood the back button. */
  replace?: boolean;
}

/**
 * Sets (string) or removes (null) query parameters of the current address through the History API.
 * Values are form-encoded by URLSearchParams; nothing happens when the address would not change.
 */
export function setQueryParams(updates: Record<string, string | null>, { replace = true }: QueryUpdateOptions = {}): void {
  const url = new URL(location.href);
  for (const [name, value] of Object.entries(updates)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  if (url.href === location.href) return;
  if (replace) history.replaceState(history.state, '', url.href);
  else history.pushState(history.state, '', url.href);
}

export function removeQueryParam(name: string, options?: QueryUpdateOptions): void {
  setQueryParams({ [name]: null }, options);
}

export interface HashAction {
  /** e.g. `lightbox`, `popup:open`, `off_canvas:toggle`. */
  action: string;
  settings: Record<string, unknown>;
}

/**
 * The hash action an element carries: `data-e-action-hash`, the same without `data-` (older page
 * builder versions print it so), else its href.
 */
export function actionHashOf(element: Element): string {
  return element.getAttribute('data-e-action-hash') || element.getAttribute('e-action-hash') || element.getAttribute('href') || '';
}

/** base64 to text, read as UTF-8 so non-ASCII JSON survives. */
function decodeBase64(data: string): string {
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a hash-action link (an href or a `data-e-action-hash` value; `#` may be `%23`). The action
 * runs up to the next `&` (or the end); settings are optional. Anything malformed gives null.
 */
export function decodeHashAction(href: string): HashAction | null {
  let text: string;
  try {
    text = decodeURIComponent(decodeURI(href));
  } catch {
    return null;
  }
  const marker = text.indexOf('#elementor-action:');
  if (marker < 0) return null;
  const hash = text.slice(marker);
  const action = /action=([^&]+)/.exec(hash)?.[1];
  if (!action) return null;
  const encoded = /[&:]settings=(.+)/.exec(hash)?.[1];
  if (encoded === undefined) return { action, settings: {} };
  try {
    const settings: unknown = JSON.parse(decodeBase64(encoded.trim()));
    if (!settings || typeof settings !== 'object' || Array.isArray(settings)) return null;
    return { action, settings: settings as Record<string, unknown> };
  } catch {
    return null;
  }
}
