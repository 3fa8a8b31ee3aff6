// Pure rules of the skill bars: reading a level, and the original's timings.
import { decimalsOf, PLAIN, type NumberFormat } from '../../ui/number-format';

/** The bar grows to its level in 500 ms while the text counts up in 1300 ms, from the same start. */
export const WIDTH_MS = 500;
export const TEXT_MS = 1300;

export interface Level {
  value: number;
  /** False when the given level was not a number from 0 to 100 and `value` is a stand-in. */
  ok: boolean;
}

/**
 * A level out of 100 from `data-level`: a number or numeric text, "%" allowed. Empty (no level set
 * in the editor) is 0; out of range is capped to 0..100; anything else is 0.
 */
export function parseLevel(raw: unknown): Level {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: 0, ok: true };
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim().replace(/\s*%$/, '')) : NaN;
  if (!Number.isFinite(n)) return { value: 0, ok: false };
  const value = Math.min(100, Math.max(0, n));
  return { value, ok: value === n };
}

/** "35%", "33.5%": the level as the original prints it. */
export function levelFormat(level: number): NumberFormat {
  return { ...PLAIN, suffix: '%', decimals: decimalsOf(level) };
}

/** The share of the track (0..100) a bar of `barWidth` px covers in a track of `trackWidth` px. */
export function widthShare(barWidth: number, trackWidth: number): number {
  if (!(trackWidth > 0) || !Number.isFinite(barWidth)) return 0;
  return Math.min(100, Math.max(0, (barWidth / trackWidth) * 100));
}

/**
 * How the level text rides its growing bar without moving in layout: it stands at the start of the
 * bar's info box and is carried to the box's right content edge (where `float: right` puts it) by a
 * translation, which is not a layout shift. Measured once, as the bar starts growing.
 */
export interface TextPlace {
  /** The track's content width, px. */
  trackWidth: number;
  /** The info box's padding-box width minus the bar's width, px. */
  extra: number;
  /** The info box's padding, px. */
  padLeft: number;
  padRight: number;
  padTop: number;
  /** The info box is not positioned: it is made `relative` while the text rides. */
  isStatic: boolean;
}

/** The x (px, from the info box's left padding edge) where the text ends while the bar covers `percent` of the track. */
export function textEnd(percent: number, place: TextPlace): number {
  // The box keeps its padding however narrow the bar.
  const box = Math.max((place.trackWidth * percent) / 100 + place.extra, place.padLeft + place.padRight);
  return box - place.padRight;
}
