// The PDF viewer's markup as the add-on prints it: `.pdf_viewer_container` >
// `.pdf_viewer_options.viewer-{id}[data-pdf-settings]` (with `.ha-title-flex` > `.pdf-icon`,
// `h2.ha-pdf-title`, and `.pdf-button` > `a.ha-btn[download]` when download is on), then
// `div` > `div#viewer-{id}`, where the document goes.

export const OPTIONS = '.pdf_viewer_options[data-pdf-settings]';

export interface PdfDom {
  options: HTMLElement;
  /** Where the document is shown: `#{unique_id}`, else the empty div after the options. */
  target: HTMLElement | null;
  title: string;
}

export function findPdf(container: HTMLElement, uniqueId: string): PdfDom | null {
  const options = container.querySelector<HTMLElement>(OPTIONS);
  if (!options) return null;
  const byId = uniqueId ? container.querySelector<HTMLElement>(`[id="${CSS.escape(uniqueId)}"]`) : null;
  const target = byId ?? options.parentElement?.querySelector<HTMLElement>(':scope > div:not(.pdf_viewer_options) > div:empty') ?? null;
  const title = container.querySelector('.ha-pdf-title')?.textContent?.trim() ?? '';
  return { options, target, title };
}

/** The raw settings: data-pdf-settings as JSON, or nothing when it is not an object. */
export function readPdfSettings(container: HTMLElement): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(container.querySelector(OPTIONS)?.getAttribute('data-pdf-settings') ?? '');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
