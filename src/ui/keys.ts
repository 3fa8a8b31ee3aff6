// Keyboard rules shared by composite widgets (tabs, accordions, ...), per the WAI-ARIA practices.

export interface ArrowKeys {
  /** Left/Right move (mirrored on right-to-left pages). */
  horizontal: boolean;
  /** Up/Down move. */
  vertical: boolean;
  rtl?: boolean;
}

/** The item that an arrow, Home or End key moves to, wrapping at both ends; null for other keys. */
export function rovingIndex(key: string, current: number, count: number, arrows: ArrowKeys): number | null {
  if (count <= 0) return null;
  const step = (delta: number) => (((current + delta) % count) + count) % count;
  switch (key) {
    case 'ArrowRight':
      return arrows.horizontal ? step(arrows.rtl ? -1 : 1) : null;
    case 'ArrowLeft':
      return arrows.horizontal ? step(arrows.rtl ? 1 : -1) : null;
    case 'ArrowDown':
      return arrows.vertical ? step(1) : null;
    case 'ArrowUp':
      return arrows.vertical ? step(-1) : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Keys that press a button-like element. */
export function isActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ';
}
