// A message from the settings, sanitised, as nodes to put in the bar. Loaded only when the bar's
// message changes, so the sanitiser (DOMPurify) stays out of the widget's own chunk.
import { sanitizeFragment } from '../../services/sanitize';

export function messageNodes(html: string): DocumentFragment {
  return sanitizeFragment(html);
}
