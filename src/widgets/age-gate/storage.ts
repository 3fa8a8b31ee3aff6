// The gate's one localStorage value, kept as a plain date string (the add-on's format) so that a
// confirmation a visitor gave under the add-on's own script still counts. Storage that throws
// (private mode, disabled storage) reads as empty and keeps nothing.
import { STORAGE_KEY } from './logic';

export function readExpiry(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeExpiry(expires: Date): void {
  try {
    localStorage.setItem(STORAGE_KEY, expires.toISOString());
  } catch {
    // Not kept: the gate asks again on the next visit.
  }
}

export function clearExpiry(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
