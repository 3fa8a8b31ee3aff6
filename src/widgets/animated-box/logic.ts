// Pure rules of the animated box: its states, and what a hover, focus, click or tap does in the
// modes that can turn back (hover, click, toggle, slide-out).
import type { SwitchEvent } from './settings';

/** front: as printed; flipped: the back shows; flipped-stop: held on the back in the editor. */
export type BoxState = 'front' | 'flipped' | 'flipped-stop';
export const BOX_STATES: readonly BoxState[] = ['front', 'flipped', 'flipped-stop'];

export const stateClass = (state: BoxState) => `ha-animated-box--${state}`;

/** Modes in which the box returns to its front; scratch, fold and peel reveal the back for good. */
export function isReversible(mode: SwitchEvent): boolean {
  return mode === 'hover' || mode === 'click' || mode === 'toggle' || mode === 'slide-out';
}

/** Pointing at the box (or moving keyboard focus into it) turns it. */
export function flipsOnEnter(mode: SwitchEvent): boolean {
  return mode === 'hover' || mode === 'slide-out';
}

/** Pointer or focus leaving the box turns it back. */
export function unflipsOnLeave(mode: SwitchEvent): boolean {
  return mode === 'hover' || mode === 'click' || mode === 'slide-out';
}

/**
 * Whether the box shows its back after a click on it. A tap always toggles; with a mouse, click
 * mode only turns it (leaving turns it back), toggle mode toggles, and hover modes already did on enter.
 */
export function flippedAfterClick(mode: SwitchEvent, flipped: boolean, touch: boolean): boolean {
  if (touch || mode === 'toggle') return !flipped;
  return mode === 'click' ? true : flipped;
}

/** Where and how a pointer went down, to tell a tap from a scroll. */
export interface PointerStart {
  pointerType: string;
  x: number;
  y: number;
  scrollX: number;
  scrollY: number;
}

/** How far (px) a finger may move and still tap. */
export const TAP_SLOP = 10;

/** A tap: the finger came up near where it went down and the page did not scroll meanwhile. */
export function isTap(start: PointerStart, end: Omit<PointerStart, 'pointerType'>): boolean {
  return (
    Math.hypot(end.x - start.x, end.y - start.y) <= TAP_SLOP && end.scrollX === start.scrollX && end.scrollY === start.scrollY
  );
}
