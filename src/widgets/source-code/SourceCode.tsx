// Enhances the add-on's source code block: the copy button copies the code and then reads the
// after-copy text; a live region says what happened. No highlighter is bundled: when the page loads
// Prism itself (the add-on enqueues it), the code is highlighted with it, else it stays a plain block.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { isActivationKey } from '../../ui/keys';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { copyText } from './copy';
import { findSourceCode } from './dom';
import type { SourceCodeSettings } from './settings';

type Outcome = 'idle' | 'copied' | 'failed';

interface PagePrism {
  highlightElement(element: Element): void;
}

export function SourceCode({ container, settings, env }: WidgetProps<SourceCodeSettings>) {
  const dom = useMemo(() => findSourceCode(container, settings.lng_type), [container, settings.lng_type]);
  const restorer = useMemo(createRestorer, [dom]);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (dom && !dom.button) env.warn('no .ha-copy-code-button found; the code cannot be copied');
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
    const prism = (window as { Prism?: PagePrism }).Prism;
    if (settings.lng_type && typeof prism?.highlightElement === 'function') {
      restorer.keepChildren(dom.code);
      restorer.snapshot(dom.code, dom.pre);
      try {
        prism.highlightElement(dom.code);
      } catch (error) {
        env.report(error);
      }
    }
    return () => restorer.restore();
  }, [dom, restorer]);

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
