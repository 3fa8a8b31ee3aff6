// Loading one template: the request, its scripts and styles, then the sanitised content. Loaded on
// the first open, so the sanitiser (DOMPurify) stays out of the widget's own chunk.
import { AnswerTooLargeError, answerJson } from '../../services/answer';
import { fetchWithin } from '../../services/fetch-within';
import { sanitizeAnswer } from '../../services/sanitize';
import { loadScript, loadStyle } from './assets';
import { readTemplateAnswer, scriptOrigins, scriptsFromElsewhere } from './logic';

export interface TemplateLoad {
  nonce: string;
  /** Origins besides the template endpoint's that a template's scripts may come from (config). */
  extraScriptOrigins: unknown;
  signal: AbortSignal;
}

/** Said as a warning (the spec's load error says nothing of why) and thrown. */
function refuse(message: string): never {
  console.warn(message);
  throw new Error(message);
}

/**
 * The template's content, ready to append, once every script it names has run and every style
 * has settled. Rejects on any failure: no answer, an error status, an answer past the cap or that is
 * not a template, a script from an origin the site has not allowed, or a script that does not load.
 */
export async function loadTemplate(url: string, { nonce, extraScriptOrigins, signal }: TemplateLoad): Promise<DocumentFragment> {
  const response = await fetchWithin(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`the template endpoint answered ${response.status}`);
  const data = await answerJson(response, signal).catch((error: unknown) =>
    error instanceof AnswerTooLargeError ? refuse(error.message) : Promise.reject(error),
  );
  const answer = readTemplateAnswer(data, document.baseURI);
  if (!answer) throw new Error('the answer holds no template_content');
  const elsewhere = scriptsFromElsewhere(answer.scripts, scriptOrigins(url, extraScriptOrigins));
  if (elsewhere.length)
    refuse(`[ha-widgets] template scripts refused (not from the template endpoint's origin or templateScriptOrigins): ${elsewhere.join(', ')}`);
  await Promise.all([
    ...answer.scripts.map((src) => loadScript(src, nonce)),
    ...answer.styles.map((href) => loadStyle(href, nonce)),
  ]);
  const content = await sanitizeAnswer(answer.content, {}, signal);
  if (!content) throw new Error('the load was aborted');
  return content;
}
