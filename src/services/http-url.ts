// An address from settings that the page may load or go to: http or https only (no `javascript:`,
// `data:` or other schemes), resolved against the page.

/** `value` resolved against `base` when it is an http(s) address; null otherwise. */
export function httpUrl(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
