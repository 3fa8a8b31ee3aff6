// Enhances the add-on's source code block: the code is highlighted for its language (highlight.js,
// loaded with the language only on pages that show one), the copy button copies the plain code and
// then reads the after-copy text; a live region says what happened. A language highlight.js does not
// know stays plain text.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { isActivationKey } from '../../ui/keys';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { copyText } from './copy';
import { findSourceCode } from './dom';
import { highlightLanguageOf, loadLanguage } from './languages';
import type { SourceCodeSettings } from './settings';
import { toneOf } from './tone';

type Outcome = 'idle' | 'copied' | 'failed';

export function SourceCode({ container, settings, env }: WidgetProps<SourceCodeSettings>) {
  const dom = useMemo(() => findSourceCode(container, settings.lng_type), [container, settings.lng_type]);
  const restorer = useMemo(createRestorer, [dom]);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const language = highlightLanguageOf(settings.lng_type);

  useEffect(() => {
    if (dom && !dom.button) env.warn('no .ha-copy-code-button found; the code cannot be copied');
    if (dom && settings.lng_type && !language) env.warn(`language "${settings.lng_type}" is not highlighted; the code stays plain text`);
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    // Long lines scroll sideways: keyboard users must be able to reach the block to scroll it.
    if (dom.pre && !dom.pre.hasAttribute('tabindex')) restorer.attr(dom.pre, 'tabindex', '0');
    const { button } = dom;
    if (button && !(button instanceof HTMLButtonElement)) {
      restorer.attr(button, 'role', 'button');
      if (!button.hasAttribute('tabindex')) restorer.attr(button, 'tabindex', '0');
    }
    let live = true;
    if (language) {
      const code = dom.code;
      Promise.all([import('./highlighter'), loadLanguage(language)])
        .then(([{ highlightCode }, definition]) => {
          if (!live) return;
          const highlighted = highlightCode(code.textContent ?? '', language, definition);
          restorer.keepChildren(code);
          restorer.attr(code, 'data-ha-tone', toneOf(dom.pre ?? code));
          // A visitor whose copy failed has the code selected: the new nodes must not lose that.
          const selected = isSelected(code);
          code.replaceChildren(highlighted);
          if (selected) selectCode(code);
        })
        .catch(env.report);
    }
    return () => {
      live = false;
      restorer.restore();
    };
  }, [dom, restorer, language]);

  useLayoutEffect(() => {
    if (dom?.button && outcome === 'copied' && settings.after_copy) restorer.text(dom.button, settings.after_copy);
  }, [dom, outcome, restorer, settings.after_copy]);

  const copy = (event: Event) => {
    if (!dom) return;
    event.preventDefault();
    copyText(dom.code.textContent ?? '').then(
      (copied) => {
        setOutcome(copied ? 'copied' : 'failed');
        if (!copied) selectCode(dom.code);
      },
      env.report,
    );
  };

  useEvent(dom?.button, 'click', copy, env.report);
  useEvent(
    dom?.button instanceof HTMLButtonElement ? null : dom?.button,
    'keydown',
    (event) => {
      if (isActivationKey((event as KeyboardEvent).key)) copy(event);
    },
    env.report,
  );

  if (!dom?.button) return null;
  const message = outcome === 'copied' ? settings.after_copy || 'Copied' : outcome === 'failed' ? 'Copy failed: the code is selected, press Ctrl+C to copy it' : '';
  return createPortal(
    <span className="ha-visually-hidden" role="status">
      {message}
    </span>,
    dom.root,
  );
}

/** Selects the code, so that a visitor whose browser refused to copy can copy it by hand. */
function selectCode(code: HTMLElement): void {
  const selection = getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(code);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Whether the whole code is selected (a partial selection is not kept). */
function isSelected(code: HTMLElement): boolean {
  const selection = getSelection();
  return !!selection && selection.rangeCount > 0 && selection.containsNode(code, true) && selection.toString() === code.textContent;
}
