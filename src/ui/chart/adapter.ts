// Chart.js on the server's canvas: made in short steps, sized so that nothing moves, labelled for
// assistive technology, and on destroy the canvas gets back exactly the attributes the server printed.
import type { Chart, ChartConfiguration, FontSpec, Plugin } from 'chart.js';
import { nextLayout, onEachLayout, startAfterLayout } from '../../scheduling/layout';
import { createRestorer, snapshotAttributes } from '../restorer';
import { nextTask } from '../../scheduling/tasks';
import { inView, loadIntl } from '../steps';
import { drawInTurns } from './frames';
import { ownHeightFromStyles, type BoxStyles } from './own-height';

export type Vendor = typeof import('./vendor');
/** Registers the controllers, elements, scales and plugins one chart type needs. */
export type Register = (vendor: Vendor) => void;

// A dynamic import gives Chart.js one chunk of its own, shared by the five chart widgets and loaded
// only on pages that have one.
const vendor: Vendor = await import('./vendor');

export interface ChartParts {
  box: HTMLElement;
  canvas: HTMLCanvasElement;
}

export function findParts(container: HTMLElement, selector: string): ChartParts | null {
  const box = container.querySelector<HTMLElement>(selector);
  const canvas = box?.querySelector('canvas');
  return box && canvas ? { box, canvas } : null;
}

export type Sizing = { maintainAspectRatio: boolean; aspectRatio?: number };

/**
 * The page builder gives the container its height (the widget's chart height control): the chart
 * fills it. Without one the chart keeps the proportions of the box the canvas fills now, so that the
 * chart takes exactly the room the canvas took and its height follows the width on resize.
 */
function sizing({ box, canvas }: ChartParts): Sizing {
  const { width, height } = contentBox(box);
  if (hasOwnHeight(box, canvas, height)) return { maintainAspectRatio: false };
  const attrs = Number(canvas.getAttribute('width')) / Number(canvas.getAttribute('height'));
  const ratio = width > 0 && height > 0 ? width / height : attrs;
  return { maintainAspectRatio: true, aspectRatio: Number.isFinite(ratio) && ratio > 0 ? ratio : 2 };
}

/**
 * Whether the box keeps a height without its canvas. Its styles mostly say so (a height in pixels
 * from the chart height control, or an auto height in a plain block); otherwise the box is measured
 * with the canvas hidden. That measure lays the page out, and again for whatever reads layout after
 * it in the same report.
 */
function hasOwnHeight(box: HTMLElement, canvas: HTMLCanvasElement, height: number): boolean {
  const styles = boxStyles(box);
  const told = styles && ownHeightFromStyles(styles, height);
  if (told !== undefined) return told;
  const undo = createRestorer();
  undo.style(canvas, 'display', 'none');
  const own = contentBox(box).height;
  undo.restore();
  return own > 0;
}

/** What `ownHeightFromStyles` reads, from CSS Typed OM (computed values: `auto` stays `auto`). */
function boxStyles(box: HTMLElement): BoxStyles | undefined {
  const own = box.computedStyleMap?.();
  const parent = box.parentElement?.computedStyleMap?.();
  if (!own || !parent) return undefined;
  const get = (name: string) => String(own.get(name));
  return {
    height: get('height'),
    minHeight: get('min-height'),
    aspectRatio: get('aspect-ratio'),
    contain: get('contain'),
    position: get('position'),
    parentDisplay: String(parent.get('display')),
  };
}

function contentBox(element: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(element);
  const px = (name: string) => parseFloat(style.getPropertyValue(name)) || 0;
  return {
    width: element.clientWidth - px('padding-left') - px('padding-right'),
    height: element.clientHeight - px('padding-top') - px('padding-bottom'),
  };
}

/**
 * Resizes the chart as its container changes, from the shared resize observer's reports: the first
 * at once (the canvas already has the container's size), later ones in the next frame. Resized in
 * the report, a canvas that sets its container's height changed an observed size there, and the
 * browser raised "ResizeObserver loop completed with undelivered notifications" on the window.
 */
function followBox(box: HTMLElement, resizeChart: () => void, report: (error: unknown) => void): () => void {
  // Reports come for the chart's own steps too (see createChart): only a new size resizes.
  let size = '';
  let frame = 0;
  const resize = () => {
    try {
      resizeChart();
    } catch (error) {
      report(error);
    }
  };
  const stop = onEachLayout(box, {
    read: () => {
      const { width, height } = contentBox(box);
      const next = `${width} ${height}`;
      if (next === size) return;
      if (size) frame = requestAnimationFrame(resize);
      else resize();
      size = next;
    },
    report,
  });
  return () => {
    stop();
    cancelAnimationFrame(frame);
  };
}

/** The fonts the chart writes with, as canvas font strings. */
function fontsOf(chart: Chart): Set<string> {
  const { font, plugins, scales } = chart.options as unknown as FontOptions;
  const fonts = [font, plugins?.title?.font, plugins?.legend?.labels?.font];
  for (const scale of Object.values(scales ?? {})) fonts.push(scale.ticks?.font, scale.pointLabels?.font);
  return new Set(fonts.filter((f): f is Font => Boolean(f)).map((f) => vendor.toFont(f).string));
}

type Font = Partial<FontSpec>;
interface FontOptions {
  font?: Font;
  plugins?: { title?: { font?: Font }; legend?: { labels?: { font?: Font } } };
  scales?: Record<string, { ticks?: { font?: Font }; pointLabels?: { font?: Font } }>;
}

/**
 * The chart on the canvas, made in steps of their own tasks so that none blocks the page for long:
 * the size read right after a layout; the canvas at that size, with its bitmap; Chart.js's options
 * and scales; the chart following the container from then on (resized in the layout reports); each
 * font loaded; the scales laid out; the elements and the whole layout; with motion, the first frame
 * (the elements at their start); and, once the canvas is in view, the update that sets the elements
 * going (or draws them at their values without motion).
 * The canvas is labelled when drawn. Aborting `signal` at any time destroys what was made and
 * gives the canvas back its printed attributes; `report` hears a failure while following the size.
 */
export async function createChart(
  parts: ChartParts,
  configFor: (size: Sizing) => ChartConfiguration,
  register: Register,
  label: string,
  signal: AbortSignal,
  report: (error: unknown) => void,
): Promise<Chart | null> {
  const intl = loadIntl('number');
  const { canvas } = parts;
  // Read right after a layout, both: on a page still mounting a forced layout is long, and after the
  // layout report's writes Chart.js's size read would lay the page out again.
  const measured = await nextLayout(parts.box, signal, () => {
    const sized = sizing(parts);
    // What Chart.js would size the canvas to: the chart is made at that size, without measuring again.
    return { sized, size: vendor.getMaximumSize(canvas, undefined, undefined, sized.aspectRatio) };
  });
  if (!measured) return null;
  const { sized, size } = measured;
  const { data, options = {}, ...config } = configFor(sized);
  if (!(await nextTask(signal))) return null;
  const restore = snapshotAttributes([canvas], ['style', 'width', 'height', 'role', 'aria-label']);
  let unfollow = () => {};
  const destroy = () => {
    unfollow();
    // Chart.js registers the instance first thing, so this finds one that failed half-way too.
    vendor.Chart.getChart(canvas)?.destroy();
    restore();
  };
  signal.addEventListener('abort', destroy, { once: true });
  try {
    atSize(canvas, size);
    if (!(await nextTask(signal))) return null;
    register(vendor);
    // Updates go as far as the stage allows (cancelling at these hooks is Chart.js API, and the next
    // update does what was left out): 0 options and scales, 1 also the layout, 2 everything.
    let stage = 0;
    const stages: Plugin = {
      id: 'haStages',
      beforeUpdate: () => stage > 0,
      beforeDatasetsUpdate: () => stage > 1,
      beforeRender: () => stage > 1,
    };
    // Chart.js's own resizing reads the container in an animation frame, which lays out the page
    // early; the chart follows its container from the shared resize observer's reports instead.
    const chart = new vendor.Chart(canvas, {
      ...config,
      data: { ...data, datasets: [] },
      options: { ...options, responsive: false },
      plugins: [stages],
    });
    const resize = drawInTurns(chart, () => vendor.animator.running(chart), parts.box, signal, report);
    await intl;
    const steps = [
      () => {
        if (options.responsive === false) return;
        unfollow = followBox(parts.box, resize, report);
      },
      ...[...fontsOf(chart)].map((font) => () => load(chart, font)),
    ];
    for (const step of steps) {
      if (!(await nextTask(signal))) return null;
      step();
    }
    // Laying out and drawing set the canvas's font, for which the browser brings the page's styles up
    // to date: right after a layout they are (see `onStartAfterLayout`). In a task behind the others,
    // one such step restyled everything mounted meanwhile. Steps are heavy: they take turns with
    // Swiper starts, one heavy step per layout.
    const drawing = [
      () => {
        stage = 1;
        chart.update();
      },
      () => {
        chart.data.datasets = data.datasets;
        chart.update();
      },
      ...(options.animation === false ? [] : [() => chart.draw()]),
    ];
    const afterStyles = (step: () => void) => startAfterLayout(parts.box, signal, step);
    for (const step of drawing) if (!(await afterStyles(step))) return null;
    await inView(canvas, signal);
    const done = await afterStyles(() => {
      stage = 2;
      chart.update();
    });
    if (!done) return null;
    animateOnlyInView(canvas, chart, signal, () => void startAfterLayout(parts.box, signal, () => chart.update()).catch(report));
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
    return chart;
  } catch (error) {
    signal.removeEventListener('abort', destroy);
    destroy();
    throw error;
  }
}

/**
 * A chart scrolled out of view while its elements move stops them there, and sets them going again
 * (`resume`) when it comes back: its frames would be drawn for nobody, and on a page of many charts
 * every chart that had come into view would draw in each frame (see frames.ts).
 */
function animateOnlyInView(canvas: HTMLCanvasElement, chart: Chart, signal: AbortSignal, resume: () => void): void {
  let stopped = false;
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry.isIntersecting && vendor.animator.running(chart)) {
      chart.stop();
      stopped = true;
    } else if (entry.isIntersecting && stopped) {
      stopped = false;
      resume();
    }
  });
  observer.observe(canvas);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

/**
 * The canvas shown and drawn as Chart.js shows it: at a size (whole CSS pixels), as a block, with its
 * bitmap. The browser makes the bitmap when the drawing state is first set, a heavy step for a large
 * canvas. Chart.js sets it in its constructor, whose own work then comes on top; made here, in a task before, the constructor finds it at the same size and keeps it.
 * The block display is Chart.js's too: a frame drawn in between would otherwise show an inline
 * canvas, with the line's space below it, which the constructor then takes away.
 */
function atSize(canvas: HTMLCanvasElement, { width, height }: { width: number; height: number }): void {
  canvas.width = Math.floor(width);
  canvas.height = Math.floor(height);
  const { style } = canvas;
  style.width = `${canvas.width}px`;
  style.height = `${canvas.height}px`;
  style.display ||= 'block';
  style.boxSizing ||= 'border-box';
  canvas.getContext('2d')?.setTransform(1, 0, 0, 1, 0, 0);
}

let probe: OffscreenCanvasRenderingContext2D | null | undefined;

/**
 * A font's first use on a page loads it; measuring a text with it does that ahead of the layout. An
 * offscreen canvas does it without the chart canvas's style, which on a page still mounting meant a
 * style update of everything mounted meanwhile.
 */
function load(chart: Chart, font: string): void {
  probe ??= typeof OffscreenCanvas == 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  const context = probe ?? chart.ctx;
  context.font = font;
  context.measureText('0');
}
