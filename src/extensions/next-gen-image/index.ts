// Next-gen image fallback: the root element gets `avif` or `no-avif` and `webp` or `no-webp` by what
// the browser decodes. Found once a session by decoding a one-pixel sample of each, then cached.
import { defineExtension, featureSettings } from '../define';
import { FORMATS, readCachedSupport, sampleBlob, SUPPORT_CACHE_KEY, supportClasses, type FormatSupport, type ImageFormat } from './rules';

async function decodes(format: ImageFormat): Promise<boolean> {
  if (typeof createImageBitmap != 'function') return false;
  try {
    const bitmap = await createImageBitmap(sampleBlob(format));
    const ok = bitmap.width == 1 && bitmap.height == 1;
    bitmap.close();
    return ok;
  } catch {
    return false;
  }
}

function cached(): FormatSupport | null {
  try {
    return readCachedSupport(sessionStorage.getItem(SUPPORT_CACHE_KEY));
  } catch {
    return null;
  }
}

function remember(support: FormatSupport): void {
  try {
    sessionStorage.setItem(SUPPORT_CACHE_KEY, JSON.stringify(support));
  } catch {
    // Storage refused: the next page decodes the samples again.
  }
}

function mark(support: FormatSupport): void {
  const root = document.documentElement;
  for (const format of FORMATS) root.classList.remove(format, `no-${format}`);
  root.classList.add(...supportClasses(support));
}

let started = false;

export default defineExtension({
  attach(_elements, { config }) {
    if (started) return;
    started = true;
    if (featureSettings(config, 'nextGenImages') !== true) {
      if (config.debug) console.warn('[ha-widgets] nextGenImages should be true; no format classes added');
      return;
    }
    const known = cached();
    if (known) return mark(known);
    Promise.all(FORMATS.map(decodes)).then(([avif, webp]) => {
      const support = { avif, webp };
      remember(support);
      mark(support);
    });
  },
});
