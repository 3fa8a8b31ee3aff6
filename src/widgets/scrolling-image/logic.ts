// Which of the server's items are repeats: the add-on prints the whole list ten times over, for its
// own loop; one copy of each is enough for ours.

/**
 * For each item, whether an earlier one stands for the same repeater entry (same key); items
 * without a key are all their own.
 */
export function repeats(keys: readonly (string | null)[]): boolean[] {
  const seen = new Set<string>();
  return keys.map((key) => {
    if (key === null) return false;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}
