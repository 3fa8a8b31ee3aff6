// The headline read once, whole: a visually hidden sentence first, and everything the eye sees
// (the text around the words and the changing words) hidden from assistive technology.
import type { Restorer } from '../../ui/restorer';
import type { HeadlineDom } from './dom';
import { surroundingText } from './dom';
import { listFormatter, spokenSentence } from './logic';

export function speakWhole(dom: HeadlineDom, restorer: Restorer): void {
  const { before, after } = surroundingText(dom);
  const words = dom.words.map((word) => word.textContent ?? '');
  const lang = dom.headline.closest('[lang]')?.getAttribute('lang') ?? undefined;
  const sentence = spokenSentence(before, words, after, listFormatter(lang));
  restorer.keepChildren(dom.headline);
  for (const node of [...dom.headline.childNodes]) {
    if (node instanceof Element) restorer.attr(node, 'aria-hidden', 'true');
    else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
      const shown = document.createElement('span');
      shown.setAttribute('aria-hidden', 'true');
      node.replaceWith(shown);
      shown.append(node);
    }
  }
  const spoken = restorer.create('span', 'ha-visually-hidden');
  spoken.textContent = sentence;
  dom.headline.prepend(spoken);
}
