// Which next-gen image formats the browser decodes, as classes on the root element a site's
// stylesheet picks backgrounds by (`.avif .hero { background-image: url(hero.avif) }`, `.no-avif.webp ...`).

export type ImageFormat = 'avif' | 'webp';
export type FormatSupport = Record<ImageFormat, boolean>;

export const FORMATS: readonly ImageFormat[] = ['avif', 'webp'];

/** A white pixel in each format, made for this test (base64 of the file's bytes). */
export const SAMPLE_IMAGES: Record<ImageFormat, string> = {
  avif: 'AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAABgAAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQAMAAAAABNjb2xybmNseAABAA0ABoAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACBtZGF0EgAKCBgABggIaDQgMgof8D///8QAAK9w',
  webp: 'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAB0CWJaQAA3AA/u9gAAA=',
};

export const SUPPORT_CACHE_KEY = 'ha-next-gen-images';

/** `avif` or `no-avif`, `webp` or `no-webp`. */
export const supportClasses = (support: FormatSupport): string[] => FORMATS.map((format) => (support[format] ? format : `no-${format}`));

/** The cached answer when it is one (a stored string from another version or a hand-edit: null). */
export function readCachedSupport(raw: string | null): FormatSupport | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data != 'object') return null;
    const record = data as Record<string, unknown>;
    return FORMATS.every((format) => typeof record[format] == 'boolean') ? { avif: record.avif as boolean, webp: record.webp as boolean } : null;
  } catch {
    return null;
  }
}

/** The sample's bytes as a Blob of its type (from memory: no network, no data: URL a CSP may forbid). */
export function sampleBlob(format: ImageFormat, decode: (base64: string) => string = atob): Blob {
  const binary = decode(SAMPLE_IMAGES[format]);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: `image/${format}` });
}
