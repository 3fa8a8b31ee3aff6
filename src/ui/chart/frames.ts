// Chart.js draws every moving chart of the page in one animation frame, before the frame's style and
// layout, in one long task on a page of many charts, and each draw set its canvas's font, for which
// the browser brought the page's styles up
// to date. Here a moving chart's frames are drawn right after the layout instead (the styles are up
// to date there), in turn with the other heavy starts after a layout, and a frame draws the
// charts that have waited longest first, until its budget is spent: with many charts moving at once,
// each draws less often, and none waits for the others to finish.
import type { Chart } from 'chart.js';
import { onStartAfterLayout, passTime } from '../../scheduling/layout';

/** Script time, from the start of the task the starts after a layout run in, within which a further chart is drawn. */
const DRAW_BUDGET_MS = 8;

interface Waiting {
  draw(): void;
  box: Element;
  report(error: unknown): void;
}

/** In the order they asked: a chart that asks again while it waits keeps its place. */
const waiting = new Set<Waiting>();
let armed: { on: Waiting; cancel(): void } | undefined;

function arm(): void {
  const first = waiting.values().next().value;
  if (armed || !first) return;
  const cancel = onStartAfterLayout(first.box, { run: drawWaiting, report: first.report });
  armed = { on: first, cancel };
}

function drawWaiting(): void {
  armed = undefined;
  for (const entry of waiting) {
    waiting.delete(entry);
    try {
      entry.draw();
    } catch (error) {
      entry.report(error);
    }
    if (passTime() >= DRAW_BUDGET_MS) break;
  }
  arm();
}

/**
 * The frames of `chart`'s motion, drawn right after the layout of `box`, in turn with the other
 * charts'. Draws while it does not move (the first frame, a hover) are drawn at once. Returns the
 * chart's resize, to call outside the layout report (in an animation frame).
 */
export function drawInTurns(
  chart: Chart,
  isMoving: () => boolean,
  box: Element,
  signal: AbortSignal,
  report: (error: unknown) => void,
): () => void {
  const entry: Waiting = { draw: chart.draw.bind(chart), box, report };
  // Chart.js clears the canvas before its plugins may cancel a draw, so the draw itself waits.
  chart.draw = () => {
    if (!isMoving()) return entry.draw();
    waiting.add(entry);
    arm();
  };
  signal.addEventListener(
    'abort',
    () => {
      waiting.delete(entry);
      if (armed?.on !== entry) return;
      armed.cancel();
      armed = undefined;
      arm();
    },
    { once: true },
  );
  return () => {
    chart.resize();
    // While the chart moves, Chart.js sizes the canvas at its next draw: drawn after the layout
    // report, the canvas would change its container's size then and lay out the page again. So this
    // draw is made now.
    if (!isMoving()) return;
    waiting.delete(entry);
    entry.draw();
  };
}
