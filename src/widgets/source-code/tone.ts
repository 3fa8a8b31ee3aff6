// Whether the block's background is light or dark, so the token colours keep their contrast on it:
// the add-on's themes are both (Prism's default and Solarized are light, Okaidia and Tomorrow dark),
// and a theme or the site may repaint the block.

export type Tone = 'light' | 'dark';

/** The colour's channels from a computed `rgb()` / `rgba()` value; null for anything else. */
export function parseRgb(value: string): { r: number; g: number; b: number; a: number } | null {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? parseFloat(match[4]) / 100 : parseFloat(match[4]);
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: alpha };
}

/** WCAG relative luminance of an sRGB colour (channels 0 to 255). */
export function luminance({ r, g, b }: { r: number; g: number; b: number }): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The tone of the first mostly opaque background from `el` up; a page painted nowhere shows the
 * browser's white canvas. The middle point is where black and white text have the same contrast.
 */
export function toneOf(el: Element): Tone {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const color = parseRgb(getComputedStyle(node).backgroundColor);
    if (color && color.a >= 0.5) return luminance(color) > 0.179 ? 'light' : 'dark';
  }
  return 'light';
}
