// GSAP's SplitText puts a split element back (on revert, and before each re-split) by writing the HTML it
// saved through innerHTML, which a site that enforces Trusted Types blocks: the widget would throw on
// every unmount and every resize. Here the printed nodes are kept as copies and put back through the
// DOM; SplitText only splits.
import { SplitText } from 'gsap/SplitText';

/** How long the width must hold before the text is split again (SplitText's own autoSplit wait). */
export const RESPLIT_DELAY_MS = 200;

export interface SplitInPlace {
  /** The present split (a new one after each re-split). */
  readonly split: SplitText;
  /** Stops re-splitting and puts the printed nodes back. */
  revert(): void;
}

/**
 * Splits `element` with `vars`. With `onSplit`, it is called after the first split and after every
 * re-split, which happens, as with SplitText's autoSplit, when the element's width changes or a font
 * finishes loading (lines break elsewhere then).
 */
export function splitInPlace(element: HTMLElement, vars: SplitText.Vars, onSplit?: (split: SplitText) => void): SplitInPlace {
  const printed = [...element.childNodes].map((node) => node.cloneNode(true));
  const putBack = () => element.replaceChildren(...printed.map((node) => node.cloneNode(true)));
  // overwrite: false, or a new split of the same element would put the last one back through innerHTML.
  const make = () => {
    const made = SplitText.create(element, { ...vars, autoSplit: false, overwrite: false });
    onSplit?.(made);
    return made;
  };
  let split = make();
  const again = () => {
    split.kill();
    putBack();
    split = make();
  };

  let width = element.offsetWidth;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = onSplit
    ? new ResizeObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (element.offsetWidth === width) return;
          width = element.offsetWidth;
          again();
        }, RESPLIT_DELAY_MS);
      })
    : undefined;
  observer?.observe(element);
  const fonts = onSplit ? document.fonts : undefined;
  fonts?.addEventListener('loadingdone', again);

  return {
    get split() {
      return split;
    },
    revert() {
      clearTimeout(timer);
      observer?.disconnect();
      fonts?.removeEventListener('loadingdone', again);
      split.kill();
      putBack();
    },
  };
}
