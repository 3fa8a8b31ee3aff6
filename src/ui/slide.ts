// Height slide of a panel, like the add-on's slideDown/slideUp, with the Web Animations API: nothing
// is written to the panel's style attribute, and a closed panel ends with `hidden` so it leaves the
// accessibility tree and the tab order.

export const SLIDE_MS = 300;

const BOX = ['height', 'paddingTop', 'paddingBottom', 'marginTop', 'marginBottom'] as const;
type Box = Record<(typeof BOX)[number], string>;

const ZERO = Object.fromEntries(BOX.map((name) => [name, '0px'])) as Box;

function boxOf(el: HTMLElement): Box {
  const style = getComputedStyle(el);
  return Object.fromEntries(BOX.map((name) => [name, style[name]])) as Box;
}

export interface Slider {
  /** Opens or closes a panel, from wherever a running slide of it has got to. */
  set(panel: HTMLElement, open: boolean, animate: boolean): void;
  /** Ends every running slide at once, leaving `hidden` as it is. */
  stop(): void;
}

export function createSlider(): Slider {
  const running = new Map<HTMLElement, Animation>();

  return {
    set(panel, open, animate) {
      const current = running.get(panel);
      // Read mid-slide values before cancelling, so a reversal starts where the panel is now.
      const from = current ? boxOf(panel) : null;
      current?.cancel();
      running.delete(panel);
      if (!animate || (!open && panel.hidden)) {
        panel.hidden = !open;
        return;
      }
      panel.hidden = false;
      const full = boxOf(panel);
      const start = from ?? (open ? ZERO : full);
      const end = open ? full : ZERO;
      const slide = panel.animate(
        [
          { ...start, overflow: 'hidden' },
          { ...end, overflow: 'hidden' },
        ],
        { duration: SLIDE_MS, easing: 'ease-in-out', fill: 'forwards' },
      );
      running.set(panel, slide);
      slide.onfinish = () => {
        if (running.get(panel) !== slide) return;
        running.delete(panel);
        if (!open) panel.hidden = true;
        slide.cancel();
      };
    },
    stop() {
      for (const slide of running.values()) slide.cancel();
      running.clear();
    },
  };
}
