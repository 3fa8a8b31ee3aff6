// Pure rules of the liquid hover image: the displacement map's address, the directions the two
// images are pushed in, the transition's eased progress, and a displacement map made on the spot
// when none can be loaded.

/** The add-on's built-in maps, by the file names its hover_effect control gives. */
export const BUILT_IN_MAPS = ['default.png', 'zigzag.jpg', 'stripe.png', 'wave.jpg', 'parallel.jpg', 'water.jpg', 'concrete.jpg', 'mosaic.jpg', 'honeycomb.jpg', 'noise.jpg', 'paint.jpg'] as const;

/**
 * The displacement map to load: custom_effect for `custom`; a built-in map's file in plugin_url;
 * else (an unknown name, no plugin_url) none, and the generated map is used.
 */
export function displacementSource(effect: string, pluginUrl: string, custom: string): string {
  if (effect === 'custom') return custom;
  if (!(BUILT_IN_MAPS as readonly string[]).includes(effect) || !pluginUrl) return '';
  return `${pluginUrl.endsWith('/') ? pluginUrl : `${pluginUrl}/`}${effect}`;
}

/** The unit vectors the leaving and the coming image are pushed along: the angle, and its opposite. */
export function pushDirections(angleDegrees: number): [[number, number], [number, number]] {
  const radians = ((Number.isFinite(angleDegrees) ? angleDegrees : 0) * Math.PI) / 180;
  const x = round(Math.cos(radians));
  const y = round(Math.sin(radians));
  return [
    [x, y],
    [-x || 0, -y || 0],
  ];
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Whether a WebGL renderer's name (WEBGL_debug_renderer_info) is a software one: SwiftShader (Chromium
 * without a GPU), llvmpipe or softpipe (Mesa), Microsoft's basic renderer.
 */
export const isSoftwareRenderer = (name: string): boolean => /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);

/** The canvas's largest side, in pixels: software WebGL draws every pixel on the main thread. */
export const MAX_CANVAS_SIDE = 2048;

/** The canvas's pixel size for a box of `width` x `height` CSS px: at most 2 device pixels a px, at most MAX_CANVAS_SIDE a side. */
export function canvasSize(width: number, height: number, pixelRatio: number): [number, number] {
  const ratio = Math.min(Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1, 2);
  const scale = Math.min(ratio, MAX_CANVAS_SIDE / Math.max(width, height, 1));
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

/** Slow at both ends (a cubic in and out). */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * How long a transition from `from` towards `to` takes: the whole `duration` for the whole way, a
 * part of it for part of the way (a pointer that leaves halfway goes back in half the time).
 */
export const transitionTime = (from: number, to: number, duration: number): number => Math.abs(to - from) * Math.max(0, duration);

/** The linear progress `elapsed` ms into a transition from `from` to `to` that lasts `time` ms. */
export function progressAt(from: number, to: number, elapsed: number, time: number): number {
  if (time <= 0) return to;
  const t = Math.min(1, Math.max(0, elapsed / time));
  return from + (to - from) * t;
}

/**
 * A grey displacement map of `size` x `size` RGBA pixels: soft waves crossing the square, so the
 * images ripple rather than slide when the add-on's map cannot be had.
 */
export function generatedDisplacement(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const u = (x / size) * Math.PI * 2;
      const v = (y / size) * Math.PI * 2;
      const grey = Math.round(127.5 + 127.5 * Math.sin(3 * u + 2 * v) * Math.cos(2 * u - 3 * v));
      const at = (y * size + x) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = grey;
      pixels[at + 3] = 255;
    }
  return pixels;
}
