// The highlighter, a chunk of its own that a page loads only when it shows code in a known language.
// highlight.js escapes the code and wraps tokens in `<span class="hljs-…">`; that HTML still goes
// through the sanitiser (spans and classes only), so no HTML string reaches the page unchecked and a
// page that enforces Trusted Types accepts it.
import hljs from 'highlight.js/lib/core';
import type { LanguageFn } from 'highlight.js';
import { sanitizeFragment } from '../../services/sanitize';

/** The code as highlighted nodes, ready to replace the block's text. */
export function highlightCode(code: string, language: string, definition: LanguageFn): DocumentFragment {
  if (!hljs.getLanguage(language)) hljs.registerLanguage(language, definition);
  const { value } = hljs.highlight(code, { language, ignoreIllegals: true });
  return sanitizeFragment(value, { ALLOWED_TAGS: ['span'], ALLOWED_ATTR: ['class'] });
}
