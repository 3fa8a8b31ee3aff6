// Turning an ajax answer into posts. Loaded with the first fetch, so the sanitiser (DOMPurify) stays
// out of the widget's own chunk and off pages where nobody switches terms.
import { sanitizeAnswer } from '../../services/sanitize';
import { ACTIVE_CLASS, WRAPPER } from './dom';

/**
 * The posts wrapper from an ajax answer, sanitised and tagged with the requested term (so a later
 * choice of that term finds it), or null when the answer holds none.
 */
export async function wrapperFromAnswer(answer: unknown, term: string, signal?: AbortSignal): Promise<HTMLElement | null> {
  if (typeof answer !== 'string') return null;
  const wrapper = (await sanitizeAnswer(answer, {}, signal))?.querySelector<HTMLElement>(WRAPPER);
  if (!wrapper) return null;
  wrapper.setAttribute('data-term', term);
  wrapper.classList.remove(ACTIVE_CLASS);
  return wrapper;
}
