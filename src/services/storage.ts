// localStorage with an optional expiry. Each key holds JSON `{ value, expires }` (expires: epoch ms
// or null). A value past its expiry is removed when read. Storage that throws (private mode, quota,
// disabled cookies) behaves as empty storage; nothing here throws.

interface Stored {
  value: unknown;
  expires: number | null;
}

function isStored(data: unknown): data is Stored {
  if (!data || typeof data !== 'object' || !('value' in data)) return false;
  const expires = (data as { expires?: unknown }).expires;
  return expires === null || typeof expires === 'number';
}

/** The stored value, or undefined when absent, expired, unreadable or not written by `writeStored`. */
export function readStored<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const data: unknown = JSON.parse(raw);
    if (!isStored(data)) return undefined;
    if (data.expires !== null && Date.now() >= data.expires) {
      localStorage.removeItem(key);
      return undefined;
    }
    return data.value as T;
  } catch {
    return undefined;
  }
}

/** Stores a JSON-serialisable value; with `expiresInMs` it reads as absent from then on. */
export function writeStored(key: string, value: unknown, expiresInMs?: number): void {
  const expires = expiresInMs !== undefined && Number.isFinite(expiresInMs) ? Date.now() + expiresInMs : null;
  try {
    localStorage.setItem(key, JSON.stringify({ value, expires } satisfies Stored));
  } catch {
    // Quota or private mode: the value is simply not kept.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
