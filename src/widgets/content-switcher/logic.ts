// Pure rules of the content switcher: which section starts active, which design runs, where a key moves.
import { rovingIndex } from '../../ui/keys';

export type Mode = 'button' | 'toggle';
export type Side = 'primary' | 'secondary';

/** The first item the server marked active; the first item when none is (a switcher always shows one). */
export function initialIndex(marked: readonly boolean[]): number {
  if (marked.length === 0) return -1;
  return Math.max(0, marked.indexOf(true));
}

/**
 * The design that runs: the one the setting names when its markup is there, else whichever markup
 * the server printed (`mismatch` says so); null when there is neither.
 */
export function switcherMode(design: string, markup: { buttons: boolean; toggle: boolean }): { mode: Mode; mismatch: boolean } | null {
  const wanted: Mode = design === 'button' ? 'button' : 'toggle';
  if (markup[wanted === 'button' ? 'buttons' : 'toggle']) return { mode: wanted, mismatch: false };
  if (markup.buttons) return { mode: 'button', mismatch: true };
  if (markup.toggle) return { mode: 'toggle', mismatch: true };
  return null;
}

/** A checked switch shows the secondary section. */
export function sideFor(checked: boolean): Side {
  return checked ? 'secondary' : 'primary';
}

/** The button a key moves to (the buttons run in a row, mirrored on right-to-left pages), or null. */
export function indexForKey(key: string, current: number, count: number, rtl = false): number | null {
  return rovingIndex(key, current, count, { horizontal: true, vertical: false, rtl });
}
