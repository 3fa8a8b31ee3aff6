// Every piece of HTML that comes from settings or the network goes through DOMPurify.
import DOMPurify, { type Config } from 'dompurify';

/** DOMPurify options, except those that would make it return something other than a string. */
export type SanitizeOptions = Omit<Config, 'RETURN_DOM' | 'RETURN_DOM_FRAGMENT' | 'RETURN_TRUSTED_TYPE' | 'IN_PLACE'>;

/** Clean HTML as a string. Anything but a string is refused with the original add-on's message. */
export function sanitizeHtml(dirty: unknown, options: SanitizeOptions = {}): string {
  if (typeof dirty !== 'string') {
    console.error('dirty is not a string, aborting');
    return '';
  }
  // Without a DOM DOMPurify would hand the input back untouched: refuse instead.
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(dirty, options);
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
