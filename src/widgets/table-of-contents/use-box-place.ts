// Where the box sits in the page, read in the shared layout report after each scroll: an in-place
// sticky box floats (`floating-toc`) once its midpoint has scrolled above the viewport's top and
// settles back when it returns; its place keeps the box's height meanwhile, so nothing below moves.
import { useLayoutEffect, useState } from 'react';
import { onEachLayout, onScrollLayout, type LayoutJob } from '../../scheduling/layout';
import { createRestorer } from '../../ui/restorer';
import type { TocDom } from './dom';
import { midpointAbove } from './rules';

export const FLOATING = 'floating-toc';

export function useBoxPlace(dom: TocDom | null, place: HTMLElement, sticky: boolean, report: (error: unknown) => void): { pastBox: boolean } {
  const [pastBox, setPastBox] = useState(false);

  useLayoutEffect(() => {
    if (!dom) return;
    const restorer = createRestorer();
    let floating = false;
    let boxHeight = 0;
    const job: LayoutJob = {
      read() {
        const rect = place.getBoundingClientRect();
        // While floating, the place keeps the height it had, which is the box's.
        const box = floating ? null : dom.wrapper.getBoundingClientRect();
        if (box) boxHeight = box.height;
        const float = sticky && midpointAbove(rect.top, boxHeight);
        const past = rect.bottom < 0;
        return () => {
          setPastBox(past);
          if (float === floating) return;
          floating = float;
          restorer.style(place, 'min-height', float ? `${rect.height}px` : '');
          // Fixed, the box would take its content's width rather than its column's.
          restorer.style(dom.wrapper, 'width', float && box ? `${box.width}px` : '');
          restorer.toggle(dom.wrapper, FLOATING, float);
        };
      },
      report,
    };
    const unfollow = onScrollLayout(job);
    const unobserve = onEachLayout(place, job);
    return () => {
      unfollow();
      unobserve();
      restorer.restore();
    };
  }, [dom, place, sticky]);

  return { pastBox };
}
