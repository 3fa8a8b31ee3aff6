import './base.css';
import { defineWidget } from '../../runtime';
import { OPTIONS, readPdfSettings } from './dom';
import { PdfView } from './PdfView';
import { pdfSchema } from './settings';
import './pdf-view.css';

// enhance: the printed title and download button stay; the document is added to its empty element.
export default defineWidget({
  requires: OPTIONS,
  schema: pdfSchema,
  read: (_element, container) => readPdfSettings(container),
  Component: PdfView,
});
