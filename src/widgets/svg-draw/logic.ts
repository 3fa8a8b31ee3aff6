// Pure rules of the SVG draw: how the strokes are drawn (or erased), when, and for how long.

export const DRAWN_SELECTOR = 'path, circle, rect, ellipse, polyline, polygon, line';

export interface DrawOptions {
  reversed: boolean;
  together: boolean;
  startPoint: number;
  endPoint: number;
  fill: boolean;
}

export interface DrawPlan {
  /** Drawing: every stroke comes from this DrawSVG value to whole; erasing: goes from whole to it. */
  direction: 'from' | 'to';
  value: string;
  /** When each stroke starts, in steps of one (the timeline is then scaled to the duration). */
  positions: number[];
  /** When the fill and after-draw stroke colours come in; null without fill. */
  fillAt: number | null;
}

/**
 * The add-on's order: strokes one after another a step apart (or all at once), drawn from the
 * start point (the part already drawn) or erased to the end point; the fill comes in once the last
 * stroke has started (at step 1 at the earliest).
 */
export function drawPlan(count: number, options: DrawOptions): DrawPlan {
  const point = options.reversed ? options.endPoint : options.startPoint;
  const positions = Array.from({ length: count }, (_, i) => (options.together ? 0 : i));
  const last = positions.length ? positions[positions.length - 1] : 0;
  return {
    direction: options.reversed ? 'to' : 'from',
    value: `${clampPercent(point)}% 0`,
    positions,
    fillAt: options.fill ? Math.max(1, last) : null,
  };
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

/** ScrollTrigger's start for the automatic drawing: the widget's top reaching the trigger line. */
export function automaticStart(trigger: 'top' | 'center' | 'custom', offset: number): string {
  return `top ${trigger === 'custom' ? `${clampPercent(offset)}%` : trigger}`;
}

/**
 * The add-on's restart switch as ScrollTrigger toggle actions (enter, leave, enter back, leave
 * back): on, it pauses once scrolled past and reverses when scrolled back above; off, it plays once.
 */
export const toggleActions = (restart: boolean) => (restart ? 'play pause play reverse' : 'play none none none');

/** The scrubbed range of the viewport mode: from the widget's top at the offset line, over `draw_speed` x 1000 px (150% of the viewport when 0). */
export function scrubRange(offset: number, drawSpeed: number): { start: string; end: string } {
  return { start: `top ${clampPercent(offset)}%`, end: drawSpeed > 0 ? `+=${Math.round(drawSpeed * 1000)}` : '+=150%' };
}
