// The PDF viewer's settings, from `.pdf_viewer_options[data-pdf-settings]` as the add-on prints it:
// unique_id, pdf_url, file_type, page_number, width, height.
import { num, schema, str, where, type SettingsOf } from '../../settings/schema';
import { isCssLength } from './logic';

/** The height the viewer has when none is set (premount.css keeps it free before mounting). */
export const DEFAULT_HEIGHT = '600px';

export const pdfSchema = schema({
  unique_id: str(''),
  pdf_url: str(''),
  file_type: str('upload_file'),
  page_number: num(1, { min: 1, integer: true }),
  width: where(str('100%'), isCssLength),
  height: where(str(DEFAULT_HEIGHT), isCssLength),
});

export type PdfSettings = SettingsOf<typeof pdfSchema>;
