// What an ajax answer that should carry HTML means, for widgets that page or load more.

/**
 * `failed` (no answer, not text, or the CMS's "0" / "-1" for an unknown action or a refused nonce:
 * the widget just stays usable), `empty` (nothing left), or `html`.
 */
export type AnswerKind = 'failed' | 'empty' | 'html';

export function answerKind(answer: unknown): AnswerKind {
  if (typeof answer !== 'string') return 'failed';
  const text = answer.trim();
  if (text === '0' || text === '-1') return 'failed';
  return text === '' ? 'empty' : 'html';
}

/** The sanitised elements of an HTML answer (text between them is dropped); null when `signal` aborted meanwhile. */
export async function answerElements(answer: string, signal?: AbortSignal): Promise<Element[] | null> {
  // Loaded with the first answer, so the sanitiser stays off pages where nobody asks for more.
  const { sanitizeAnswer } = await import('../services/sanitize');
  const fragment = await sanitizeAnswer(answer, {}, signal);
  return fragment ? [...fragment.children] : null;
}
