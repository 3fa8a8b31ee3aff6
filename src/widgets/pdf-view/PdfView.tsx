import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { createRestorer } from '../../ui/restorer';
import { findPdf } from './dom';
import { documentUrl, fileName, pageAddress } from './logic';
import type { PdfSettings } from './settings';

/**
 * The document in the browser's own PDF viewer, in an iframe opened at the configured page
 * (`#page=N`) and sized as configured; where the browser has no viewer (most phones), a download
 * link in its place. Nothing is fetched from elsewhere: the add-on's PDFObject came from a CDN.
 */
export function PdfView({ container, settings, env }: WidgetProps<PdfSettings>) {
  const dom = useMemo(() => findPdf(container, settings.unique_id), [container, settings.unique_id]);
  const url = useMemo(() => documentUrl(settings.pdf_url, document.baseURI), [settings.pdf_url]);
  const restorer = useMemo(createRestorer, [dom, url]);

  useEffect(() => {
    if (!url) env.warn(`pdf_url ${JSON.stringify(settings.pdf_url)} is not an http(s) address; nothing to show`);
    else if (!dom?.target) env.warn(`no element #${settings.unique_id || 'viewer-{id}'} to show the document in; showing it after the options`);
  }, []);

  useLayoutEffect(() => {
    if (!dom || !url) return;
    let target = dom.target;
    if (!target) {
      target = restorer.create('div');
      dom.options.after(target);
    }
    const name = dom.title || 'PDF document';
    restorer.addClass(target, 'ha-pdf-view__target');
    if (navigator.pdfViewerEnabled === false) {
      const fallback = restorer.create('p', 'ha-pdf-view__fallback');
      const link = document.createElement('a');
      link.href = url.href;
      link.download = fileName(url);
      link.textContent = `Download ${name} (PDF)`;
      fallback.append('This browser cannot show the document here. ', link);
      target.append(fallback);
    } else {
      const frame = restorer.create('iframe', 'ha-pdf-view__frame');
      frame.title = name;
      frame.src = pageAddress(url, settings.page_number);
      frame.style.width = settings.width;
      frame.style.height = settings.height;
      target.append(frame);
    }
    return () => restorer.restore();
  }, [dom, url, restorer, settings.page_number, settings.width, settings.height]);

  return null;
}
