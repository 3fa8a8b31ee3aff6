// Every piece of HTML that comes from settings or the network goes through DOMPurify, with one rule
// on top of its defaults: sanitised HTML may show content (text, links, images, media) but may not
// make the page fetch what it names for styling. `<style>` and `<link>` elements are removed, and so
// is every style declaration that names a URL (`url()`, `image-set()`) or hides one behind a CSS
// escape; the rest of a style attribute stays. Images (`<img src srcset>`) are content and stay.
// On a page that enforces Trusted Types the parse and the result go through the `ha-widgets` policy.
import DOMPurify, { type Config } from 'dompurify';
import { turnFor } from './answer';
import { trustedTypesPolicy } from './trusted-types';

/** DOMPurify options, except those that choose what it returns and the policy (ours, always). */
export type SanitizeOptions = Omit<
  Config,
  'RETURN_DOM' | 'RETURN_DOM_FRAGMENT' | 'RETURN_TRUSTED_TYPE' | 'IN_PLACE' | 'TRUSTED_TYPES_POLICY'
>;

/** Elements that only load or restyle: never kept, whatever a caller allows. */
const FORBIDDEN_TAGS = ['style', 'link'];

/** A declaration value that makes the browser fetch, or that hides a name behind an escape. */
const LOADS = /url\(|image-set\(|\\/i;

/** A style attribute's value without the declarations that would fetch something. */
export function styleWithoutLoads(value: string): string {
  if (!LOADS.test(value)) return value;
  const probe = document.createElement('div').style;
  probe.cssText = value;
  for (let i = probe.length - 1; i >= 0; i--) {
    const property = probe.item(i);
    if (LOADS.test(probe.getPropertyValue(property))) probe.removeProperty(property);
  }
  // What the parser kept must pass too; when it does not, nothing of it stays.
  return LOADS.test(probe.cssText) ? '' : probe.cssText;
}

let hooked = false;

function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName !== 'style') return;
      data.attrValue = styleWithoutLoads(data.attrValue);
      if (!data.attrValue) data.keepAttr = false;
    });
  }
  return DOMPurify;
}

function config(options: SanitizeOptions): Config {
  return {
    ...options,
    FORBID_TAGS: [...(Array.isArray(options.FORBID_TAGS) ? options.FORBID_TAGS : []), ...FORBIDDEN_TAGS],
    TRUSTED_TYPES_POLICY: trustedTypesPolicy(),
  };
}

/** Refuses anything but a string with the original add-on's message, and works only with a DOM. */
function usable(dirty: unknown): dirty is string {
  if (typeof dirty !== 'string') {
    console.error('dirty is not a string, aborting');
    return false;
  }
  // Without a DOM DOMPurify would hand the input back untouched: refuse instead.
  return DOMPurify.isSupported;
}

/** Clean HTML as a string (for reading; to put HTML in the page use `sanitizeFragment`). */
export function sanitizeHtml(dirty: unknown, options: SanitizeOptions = {}): string {
  if (!usable(dirty)) return '';
  return String(purifier().sanitize(dirty, config(options)));
}

/**
 * Clean HTML as nodes, ready to append: no HTML string is assigned anywhere, so this works on a page
 * that enforces Trusted Types. Empty for anything but a string.
 */
export function sanitizeFragment(dirty: unknown, options: SanitizeOptions = {}): DocumentFragment {
  if (!usable(dirty)) return document.createDocumentFragment();
  return purifier().sanitize(dirty, { ...config(options), RETURN_DOM_FRAGMENT: true });
}

/**
 * `sanitizeFragment` for an answer from the network: a big one is sanitised in a task of its own, so
 * a click that arrived meanwhile is handled first. Null when `signal` aborted meanwhile.
 */
export async function sanitizeAnswer(dirty: unknown, options: SanitizeOptions = {}, signal?: AbortSignal): Promise<DocumentFragment | null> {
  if (typeof dirty === 'string' && !(await turnFor(dirty, signal))) return null;
  return sanitizeFragment(dirty, options);
}

const ATTRIBUTE_NAME = /^[a-z_:][-a-z0-9_:.]*$/i;

/**
 * Link attributes an editor typed for a map pin: `href` and every `on*` handler are refused (the
 * link's own URL is set separately), and so are names `setAttribute` would throw on.
 */
export function sanitizeLinkAttributes(attrs: Record<string, string>): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(attrs)) {
    const name = rawName.trim().toLowerCase();
    if (!ATTRIBUTE_NAME.test(name) || name === 'href' || name.startsWith('on')) continue;
    safe[name] = String(value);
  }
  return safe;
}

/** The page builder's custom attributes text, `key|value` pairs separated by commas, then sanitised. */
export function parseLinkAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const bar = pair.indexOf('|');
    const name = (bar < 0 ? pair : pair.slice(0, bar)).trim();
    if (name) attrs[name] = bar < 0 ? '' : pair.slice(bar + 1).trim();
  }
  return sanitizeLinkAttributes(attrs);
}
