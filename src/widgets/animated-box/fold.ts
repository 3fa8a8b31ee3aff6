// Pure rules of the paper fold: the front is cut into 5 × 5 panels that each turn on one edge,
// one line after the other, in the fold direction; the front is gone once the fold passes 89.5°.
import type { FoldDirection } from './settings';

export const FOLD_ROWS = 5;
export const FOLD_COLUMNS = 5;
/** The whole fold, first panel to last, in ms. */
export const FOLD_SPEED = 500;
/** Each panel turns to edge-on. */
export const FOLD_ANGLE = 90;
/** Past this angle the fold is done and the front is gone. */
export const FOLD_GONE_ANGLE = 89.5;

/** Shares of the fold spent waiting between lines of panels and between panels of one line. */
const LINE_SHARE = 0.32;
const PANEL_SHARE = 0.08;

export interface FoldPanel {
  row: number;
  column: number;
  /** ms after the fold starts. */
  delay: number;
  duration: number;
  /** The edge the panel turns on (CSS transform-origin). */
  origin: string;
}

const ORIGINS: Record<FoldDirection, string> = { left: 'left center', right: 'right center', top: 'center top', bottom: 'center bottom' };

/**
 * The panels, row by row. Folding to the left, every panel turns on its left edge and the column
 * farthest from it goes first (the back shows from the right); the others likewise.
 */
export function foldPlan(direction: FoldDirection, speed = FOLD_SPEED): FoldPanel[] {
  const lineStep = (speed * LINE_SHARE) / (Math.max(FOLD_ROWS, FOLD_COLUMNS) - 1);
  const panelStep = (speed * PANEL_SHARE) / (Math.max(FOLD_ROWS, FOLD_COLUMNS) - 1);
  const duration = speed * (1 - LINE_SHARE - PANEL_SHARE);
  const panels: FoldPanel[] = [];
  for (let row = 0; row < FOLD_ROWS; row++) {
    for (let column = 0; column < FOLD_COLUMNS; column++) {
      const [line, within] =
        direction === 'left'
          ? [FOLD_COLUMNS - 1 - column, row]
          : direction === 'right'
            ? [column, row]
            : direction === 'top'
              ? [FOLD_ROWS - 1 - row, column]
              : [row, column];
      panels.push({ row, column, delay: line * lineStep + within * panelStep, duration, origin: ORIGINS[direction] });
    }
  }
  return panels;
}

/** A panel's transform at an angle (degrees): it turns away from the viewer on its edge. */
export function foldTransform(direction: FoldDirection, angle: number): string {
  switch (direction) {
    case 'left':
      return `rotateY(${angle}deg)`;
    case 'right':
      return `rotateY(${-angle}deg)`;
    case 'top':
      return `rotateX(${-angle}deg)`;
    case 'bottom':
      return `rotateX(${angle}deg)`;
  }
}

/** The angle a panel has reached at an animation progress (0-1, eased; null before it starts). */
export function foldAngle(progress: number | null | undefined): number {
  return (progress ?? 0) * FOLD_ANGLE;
}

/** The fold is done once every panel is past 89.5°. */
export function foldGone(angles: readonly number[]): boolean {
  return angles.length > 0 && angles.every((angle) => angle > FOLD_GONE_ANGLE);
}
