// Pure rules of the scratch mode: how much of the cover is scratched away, and when that is enough.

/** Diameter of the round brush, px. */
export const SCRATCH_BRUSH = 80;
/** The fraction is sampled on every 4th pixel of every 4th row. */
export const SAMPLE_STEP = 4;
/** A pixel at most this opaque (0-255) counts as scratched: brush edges are anti-aliased. */
export const CLEAR_ALPHA = 127;

/**
 * The fraction (0-1) of a canvas's pixels that are scratched away, from its RGBA data
 * (`ImageData.data`), sampled on a grid of one pixel in `step` along both axes.
 */
export function scratchedFraction(rgba: ArrayLike<number>, width: number, height: number, step = SAMPLE_STEP): number {
  if (width <= 0 || height <= 0) return 0;
  const first = Math.floor(step / 2);
  let total = 0;
  let clear = 0;
  for (let y = Math.min(first, height - 1); y < height; y += step) {
    for (let x = Math.min(first, width - 1); x < width; x += step) {
      total++;
      if (rgba[(y * width + x) * 4 + 3] <= CLEAR_ALPHA) clear++;
    }
  }
  return clear / total;
}

/** Scratching ends when the scratched fraction exceeds the fill percent. */
export function scratchDone(fraction: number, fillPercent: number): boolean {
  return fraction * 100 > fillPercent;
}

/** Where an image is drawn to cover a width × height area, centred (CSS `background-size: cover`). */
export function coverRect(imageWidth: number, imageHeight: number, width: number, height: number) {
  const scale = Math.max(width / imageWidth, height / imageHeight);
  const w = imageWidth * scale;
  const h = imageHeight * scale;
  return { x: (width - w) / 2, y: (height - h) / 2, w, h };
}
