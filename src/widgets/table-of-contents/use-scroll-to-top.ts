// The printed scroll-to-top control (`.ha-toc__scroll-to-top--container`), shown once the table of
// contents has scrolled out above the viewport: a button to the window's top (250 ms) or back to
// the table, 60 px above it (1000 ms).
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { createRestorer } from '../../ui/restorer';
import { isActivationKey } from '../../ui/keys';
import { pageTop, smoothScrollTo } from '../../ui/scroll-spy';
import { useEvent } from '../../ui/use-event';
import type { TocDom } from './dom';
import { scrollTopMove } from './rules';

export const SHOW_CLASS = 'ha-toc__scroll-to-top--show';
export const TO_TOP_LABEL = 'Scroll to top';
export const TO_TOC_LABEL = 'Back to the table of contents';

export function useScrollToTop(dom: TocDom | null, option: string | null, pastBox: boolean, place: HTMLElement, report: (error: unknown) => void): void {
  const control = option ? (dom?.scrollTop ?? null) : null;
  const restorer = useMemo(createRestorer, [control]);

  useLayoutEffect(() => {
    if (!control) return;
    if (!(control instanceof HTMLButtonElement)) {
      restorer.attr(control, 'role', 'button');
      restorer.attr(control, 'tabindex', '0');
    }
    if (!control.textContent?.trim()) restorer.attr(control, 'aria-label', option === 'window_top' ? TO_TOP_LABEL : TO_TOC_LABEL);
    return () => restorer.restore();
  }, [control, restorer]);

  useEffect(() => {
    if (!control) return;
    restorer.toggle(control, SHOW_CLASS, pastBox);
    restorer.attr(control, 'hidden', pastBox ? null : '');
  }, [control, pastBox, restorer]);

  const go = () => {
    if (!option || !dom) return;
    const move = scrollTopMove(option, pageTop(place));
    smoothScrollTo(move.y, move.duration);
    // Focus would be lost with the control hiding: it goes where the visitor is taken.
    if (option !== 'window_top') dom.wrapper.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  };
  useEvent(control, 'click', go, report);
  useEvent(control, 'keydown', (event) => {
    if (!isActivationKey((event as KeyboardEvent).key)) return;
    event.preventDefault();
    go();
  }, report);
}
