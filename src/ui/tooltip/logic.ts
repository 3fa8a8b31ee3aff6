// Pure rules of the shared tooltip: where it sits, and when it opens and closes.
// No DOM here, so every rule is unit-tested.
import type { Placement } from '@floating-ui/dom';
import type { TooltipPosition } from '../tooltip-positions';

export { POSITIONS, type TooltipPosition } from '../tooltip-positions';

export type TriggerMode = 'hover' | 'click';

/** Grace after the pointer leaves, so it can cross the gap between trigger and tooltip (WCAG 1.4.13). */
export const HOVER_GAP_MS = 100;

export interface Anchor {
  placement: Placement;
  /** The tooltip starts where the trigger ends (a corner), instead of lining up with its edge. */
  besides: boolean;
}

/**
 * A tipso position as a Floating UI placement. tipso's corners sit diagonally past the trigger:
 * `top-right` is above, starting at the trigger's right edge; `top-left` is above, ending at its left edge.
 */
export function anchorFor(position: TooltipPosition): Anchor {
  switch (position) {
    case 'top-left':
      return { placement: 'top-end', besides: true };
    case 'top-right':
      return { placement: 'top-start', besides: true };
    case 'bottom-left':
      return { placement: 'bottom-end', besides: true };
    case 'bottom-right':
      return { placement: 'bottom-start', besides: true };
    default:
      return { placement: position, besides: false };
  }
}

/** What moves the tooltip's wish to be open. */
export type TooltipEvent =
  | 'enter-trigger'
  | 'leave-trigger'
  | 'enter-tooltip'
  | 'leave-tooltip'
  | 'focus'
  | 'blur'
  | 'toggle'
  | 'outside'
  | 'escape';

/** Why the tooltip should be open; it is wanted while any reason holds. */
export interface Intent {
  overTrigger: boolean;
  overTooltip: boolean;
  focused: boolean;
  /** Opened by a click or tap; only a second click, an outside click or Escape closes it. */
  pinned: boolean;
}

export const NO_INTENT: Intent = { overTrigger: false, overTooltip: false, focused: false, pinned: false };

export function reduceIntent(intent: Intent, event: TooltipEvent): Intent {
  switch (event) {
    case 'enter-trigger':
      return { ...intent, overTrigger: true };
    case 'leave-trigger':
      return { ...intent, overTrigger: false };
    case 'enter-tooltip':
      return { ...intent, overTooltip: true };
    case 'leave-tooltip':
      return { ...intent, overTooltip: false };
    case 'focus':
      return { ...intent, focused: true };
    case 'blur':
      return { ...intent, focused: false };
    case 'toggle':
      return { ...intent, pinned: !intent.pinned };
    case 'outside':
      return { ...intent, pinned: false };
    case 'escape':
      // Dismissed until the next enter, focus or click, even though the pointer may still be there.
      return NO_INTENT;
  }
}

/** Hover tooltips follow pointer and focus (and taps); click tooltips follow clicks only. */
export function wantsOpen(intent: Intent, mode: TriggerMode): boolean {
  if (mode === 'click') return intent.pinned;
  return intent.overTrigger || intent.overTooltip || intent.focused || intent.pinned;
}

export interface Timing {
  /** Before a hover opens the tooltip. */
  showDelay: number;
  /** Before a pointer leave or a blur closes it. */
  hideDelay: number;
}

/** Milliseconds between an event and the open or close it causes. */
export function delayFor(event: TooltipEvent, opening: boolean, timing: Timing): number {
  if (opening) return event === 'enter-trigger' ? Math.max(0, timing.showDelay) : 0;
  if (event === 'leave-trigger' || event === 'leave-tooltip' || event === 'blur') return Math.max(timing.hideDelay, HOVER_GAP_MS);
  return 0;
}

/** An id added to a space-separated id list (such as aria-describedby) once. */
export function addToken(list: string | null, token: string): string {
  const tokens = (list ?? '').split(/\s+/).filter(Boolean);
  return tokens.includes(token) ? tokens.join(' ') : [...tokens, token].join(' ');
}

/** The small slide a tooltip makes while fading in: from the trigger's side, outwards. */
export function slideFrom(side: string, distance: number): string {
  switch (side) {
    case 'top':
      return `0 ${distance}px`;
    case 'bottom':
      return `0 ${-distance}px`;
    case 'left':
      return `${distance}px 0`;
    default:
      return `${-distance}px 0`;
  }
}
