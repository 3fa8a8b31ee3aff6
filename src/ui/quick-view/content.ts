// Loading a quick view: a GET of the button's address, read within the answer cap and sanitised into
// nodes. Imported when a quick view first opens, so the sanitiser stays out of the widgets' chunks.
import { answerText, turnFor } from '../../services/answer';
import { fetchWithin } from '../../services/fetch-within';
import { sanitizeFragment } from '../../services/sanitize';

/** The product's HTML as clean nodes, or null when it could not be loaded (any failure, or nothing to show). */
export async function loadQuickView(url: string, signal: AbortSignal): Promise<DocumentFragment | null> {
  try {
    const response = await fetchWithin(url, { credentials: 'same-origin', signal, headers: { Accept: 'text/html' } });
    if (!response.ok) return null;
    const html = await answerText(response);
    if (!(await turnFor(html, signal))) return null;
    const nodes = sanitizeFragment(html);
    return nodes.textContent?.trim() || nodes.querySelector('img') ? nodes : null;
  } catch (error) {
    if (!signal.aborted && error instanceof Error && error.name === 'AnswerTooLargeError') console.warn(error.message);
    return null;
  }
}
