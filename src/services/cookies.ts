// document.cookie helpers. Names and values are URI-encoded so any text round-trips.

export interface CookieOptions {
  /** Lifetime in days; absent = a session cookie. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function getCookie(name: string): string | undefined {
  const wanted = encodeURIComponent(name);
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== wanted) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function setCookie(name: string, value: string, { days, path = '/', sameSite = 'Lax' }: CookieOptions = {}): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; SameSite=${sameSite}`;
  if (days !== undefined && Number.isFinite(days)) cookie += `; expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}`;
  // Browsers drop SameSite=None cookies without Secure; on https every cookie may as well be Secure.
  if (sameSite === 'None' || location.protocol === 'https:') cookie += '; Secure';
  document.cookie = cookie;
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
