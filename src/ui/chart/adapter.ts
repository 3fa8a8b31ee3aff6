// Chart.js on the server's canvas: sized so that nothing moves, labelled for assistive technology,
// and on destroy the canvas gets back exactly the attributes the server printed.
import type { Chart, ChartConfiguration } from 'chart.js';
import { createRestorer, snapshotAttributes } from '../restorer';

export type Vendor = typeof import('./vendor');
/** Registers the controllers, elements, scales and plugins one chart type needs. */
export type Register = (vendor: Vendor) => void;

// A dynamic import gives Chart.js one chunk of its own, shared by the five chart widgets and loaded
// only on pages that have one; top-level await keeps chart creation synchronous once a widget loads.
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

/**
 * The page builder gives the container its height (the widget's chart height control): the chart
 * fills it. Without one the chart keeps the proportions of the box the canvas fills now, so that the
 * chart takes exactly the room the canvas took and its height follows the width on resize.
 */
export function sizing({ box, canvas }: ChartParts): { maintainAspectRatio: boolean; aspectRatio?: number } {
  const undo = createRestorer();
  undo.style(canvas, 'display', 'none');
  const own = contentBox(box).height;
  undo.restore();
  if (own > 0) return { maintainAspectRatio: false };
  const { width, height } = contentBox(box);
  const attrs = Number(canvas.getAttribute('width')) / Number(canvas.getAttribute('height'));
  const ratio = width > 0 && height > 0 ? width / height : attrs;
  return { maintainAspectRatio: true, aspectRatio: Number.isFinite(ratio) && ratio > 0 ? ratio : 2 };
}

function contentBox(element: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(element);
  const px = (name: string) => parseFloat(style.getPropertyValue(name)) || 0;
  return {
    width: element.clientWidth - px('padding-left') - px('padding-right'),
    height: element.clientHeight - px('padding-top') - px('padding-bottom'),
  };
}

export interface MountedChart {
  chart: Chart;
  destroy(): void;
}

export function createChart(canvas: HTMLCanvasElement, config: ChartConfiguration, register: Register, label: string): MountedChart {
  const restore = snapshotAttributes([canvas], ['style', 'width', 'height', 'role', 'aria-label']);
  register(vendor);
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  try {
    const chart = new vendor.Chart(canvas, config);
    return {
      chart,
      destroy() {
        chart.destroy();
        restore();
      },
    };
  } catch (error) {
    // Chart.js may have registered the instance before failing.
    vendor.Chart.getChart(canvas)?.destroy();
    restore();
    throw error;
  }
}
