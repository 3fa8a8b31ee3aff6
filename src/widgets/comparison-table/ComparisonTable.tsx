import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { WidgetEnv, WidgetProps } from '../../api-types';
import { onEachLayout } from '../../scheduling/layout';
import { createRestorer } from '../../ui/restorer';
import { createSentinel, findComparison, hasClippingAncestor, type ComparisonDom } from './dom';
import { isStuck, rootMarginFor, parsePx, passedLine, stickyShift } from './logic';
import type { ComparisonSettings } from './settings';

/** Set on the wrapper while the head is sticky: `css` (position: sticky) or `shift` (moved by transform). */
const MODE_ATTR = 'data-ha-sticky';
/** The add-on's class for a head that is stuck at the top. */
const STUCK_CLASS = 'table-sticky';
/** The line the head sticks to, in px from the viewport top (the stylesheet sets it, e.g. below the WP admin bar). */
const LINE_VAR = '--ha-sticky-top';

/** Enhances the server table: with the sticky setting on, the head stays in view while the table is. */
export function ComparisonTable({ container, settings, env }: WidgetProps<ComparisonSettings>) {
  const dom = useMemo(() => findComparison(container), [container]);
  useEffect(() => {
    if (!dom) env.warn('no .ha-comparison-table__head found; nothing to enhance');
    // Once, about the markup the widget mounted with.
  }, []);
  return dom && settings.sticky_table_header ? <StickyHead dom={dom} env={env} /> : null;
}

function StickyHead({ dom, env }: { dom: ComparisonDom; env: WidgetEnv<ComparisonSettings> }) {
  useLayoutEffect(() => {
    const { wrapper, head } = dom;
    const win = wrapper.ownerDocument.defaultView ?? window;
    const restorer = createRestorer();
    const start = createSentinel(wrapper.ownerDocument);
    const end = createSentinel(wrapper.ownerDocument);
    head.before(start);
    wrapper.append(end);

    let shift = false;
    let startPassed = false;
    let endPassed = false;
    let line = 0;
    let observers: IntersectionObserver[] = [];
    let frame = 0;

    // Observer and frame callbacks run outside React: their errors are reported, never thrown.
    const safely =
      <A extends unknown[]>(fn: (...args: A) => void) =>
      (...args: A) => {
        try {
          fn(...args);
        } catch (error) {
          env.report(error);
        }
      };
    const place = safely(() => {
      frame = 0;
      const by = stickyShift(start.getBoundingClientRect().top, end.getBoundingClientRect().top, head.offsetHeight, line);
      restorer.style(head, 'transform', by ? `translateY(${by}px)` : '');
    });
    const onScroll = () => {
      frame ||= win.requestAnimationFrame(place);
    };
    const apply = () => {
      const stuck = isStuck(startPassed, endPassed);
      restorer.toggle(head, STUCK_CLASS, stuck);
      if (!shift) return;
      // Scrolling moves the head only while it is stuck; at either end one placement is enough.
      win.removeEventListener('scroll', onScroll);
      if (stuck) win.addEventListener('scroll', onScroll, { passive: true });
      place();
    };
    const watch = (marker: HTMLElement, lineTop: number, set: (passed: boolean) => void) => {
      const observer = new IntersectionObserver(
        safely((entries: IntersectionObserverEntry[]) => {
          const entry = entries[entries.length - 1];
          set(passedLine(entry.isIntersecting, entry.boundingClientRect.top, entry.rootBounds?.top ?? lineTop));
          apply();
        }),
        { rootMargin: rootMarginFor(lineTop) },
      );
      observer.observe(marker);
      return observer;
    };

    // The mode attribute from mount on: the line's variable is set under it, and it is read below.
    restorer.attr(wrapper, MODE_ATTR, 'css');
    // Applies what a layout report read of the line and the head, and observes at those lines.
    let measured = '';
    const settle = (clipped: boolean, lineTop: number, height: number) => {
      const wasShift = shift;
      shift = clipped;
      restorer.attr(wrapper, MODE_ATTR, shift ? 'shift' : 'css');
      if (wasShift && !shift) {
        win.removeEventListener('scroll', onScroll);
        restorer.style(head, 'transform', '');
      }
      line = lineTop;
      const key = `${shift} ${line} ${height}`;
      if (key === measured) return;
      measured = key;
      observers.forEach((observer) => observer.disconnect());
      observers = [
        watch(start, line, (passed) => (startPassed = passed)),
        watch(end, line + height, (passed) => (endPassed = passed)),
      ];
    };
    // Read after each layout that resizes the head, with every other widget's reads (shared layout
    // report): read after another widget's writes, they laid out the whole page again.
    const stopMeasuring = onEachLayout(head, {
      read: () => {
        const height = head.offsetHeight;
        const clipped = hasClippingAncestor(wrapper);
        const lineTop = parsePx(getComputedStyle(head).getPropertyValue(LINE_VAR));
        return () => settle(clipped, lineTop, height);
      },
      report: env.report,
    });

    return () => {
      stopMeasuring();
      observers.forEach((observer) => observer.disconnect());
      win.removeEventListener('scroll', onScroll);
      if (frame) win.cancelAnimationFrame(frame);
      start.remove();
      end.remove();
      restorer.restore();
    };
  }, [dom, env]);
  return null;
}
