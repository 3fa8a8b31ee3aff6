// Loading one template: the request, its scripts and styles, then the sanitised content. Loaded on
// the first open, so the sanitiser (DOMPurify) stays out of the widget's own chunk.
import { sanitizeHtml } from '../../services/sanitize';
import { loadScript, loadStyle } from './assets';
import { readTemplateAnswer } from './logic';

/**
 * The template's content, ready to append, once every script it names has run and every style
 * has settled. Rejects on any failure: no answer, an error status, an answer that is not a
 * template, or a script that does not load.
 */
export async function loadTemplate(url: string, nonce: string, signal: AbortSignal): Promise<DocumentFragment> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`the template endpoint answered ${response.status}`);
  const answer = readTemplateAnswer(await response.json(), document.baseURI);
  if (!answer) throw new Error('the answer holds no template_content');
  await Promise.all([
    ...answer.scripts.map((src) => loadScript(src, nonce)),
    ...answer.styles.map((href) => loadStyle(href, nonce)),
  ]);
  const template = document.createElement('template');
  // FORCE_BODY keeps a <style> block that opens the content, which the parser would move to <head>.
  template.innerHTML = sanitizeHtml(answer.content, { FORCE_BODY: true });
  return template.content;
}
