// The server's chart config read into a model (data checked, Chart.js 2 names upgraded), and the
// model turned into the Chart.js 4 config with the widget's settings: tooltip format, label wrap,
// compare mode, motion and sizing.
import type { ChartConfiguration, TooltipItem } from 'chart.js';
import { changeLine, tooltipLine, wrapLabel, type ValueFormat } from './format';
import { isObject, merge, toNumber, upgradeOptions, type Obj } from './upgrade';

export type ChartKind = 'bar' | 'line' | 'pie' | 'polar' | 'radar';

/** Chart.js types each widget draws; the first is its default. 'horizontalBar' is Chart.js 2's. */
export const CHART_TYPES: Record<ChartKind, readonly string[]> = {
  bar: ['bar', 'horizontalBar'],
  line: ['line'],
  pie: ['pie', 'doughnut'],
  polar: ['polarArea'],
  radar: ['radar'],
};

/** Scale types registered for each widget; any other would make Chart.js throw. */
const SCALE_TYPES: Record<ChartKind, readonly string[]> = {
  bar: ['category', 'linear'],
  line: ['category', 'linear'],
  pie: [],
  polar: ['radialLinear'],
  radar: ['radialLinear'],
};

export interface Series {
  label: string;
  data: (number | null)[];
  /** Every other dataset option (colours, borders, fill...). */
  style: Obj;
}

export interface ChartModel {
  kind: ChartKind;
  /** Chart.js 4 type. */
  type: string;
  horizontal: boolean;
  labels: string[];
  series: Series[];
  /** Chart.js 4 options. */
  options: Obj;
}

/** The add-on prints values and labels as text, lists sometimes as one comma-separated string. */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : typeof value === 'string' && value.trim() ? value.split(',') : []);

/** A data point: numbers and numeric text; anything else is a gap (null), as Chart.js draws one. */
const point = (value: unknown): number | null => toNumber(value) ?? null;

function seriesOf(dataset: Obj): Series {
  // A dataset `type` would need a controller the widget did not register (mixed charts are not offered).
  const { label, data, type: _type, lineTension, steppedLine, ...style } = dataset;
  if (lineTension !== undefined && style.tension === undefined) style.tension = toNumber(lineTension);
  if (steppedLine !== undefined && style.stepped === undefined) style.stepped = steppedLine;
  return { label: typeof label === 'string' || typeof label === 'number' ? String(label) : '', data: listOf(data).map(point), style };
}

function withoutUnknownScaleTypes(options: Obj, kind: ChartKind): Obj {
  if (!isObject(options.scales)) return options;
  const scales: Obj = {};
  for (const [id, scale] of Object.entries(options.scales)) {
    if (!isObject(scale)) continue;
    const { type, ...rest } = scale;
    scales[id] = typeof type === 'string' && SCALE_TYPES[kind].includes(type) ? scale : rest;
  }
  return { ...options, scales };
}

const RANGE = ['min', 'max', 'suggestedMin', 'suggestedMax', 'beginAtZero'];

/**
 * The add-on prints the value range (max 10 by default) on both axes. On the category axis Chart.js 2
 * ignored a number that is no label; Chart.js 4 would read it as a label index and cut the labels off.
 */
function withoutCategoryRange(options: Obj, horizontal: boolean): Obj {
  const id = horizontal ? 'y' : 'x';
  const scales = isObject(options.scales) ? options.scales : {};
  const axis = scales[id];
  if (!isObject(axis) || (axis.type !== undefined && axis.type !== 'category')) return options;
  const kept = Object.fromEntries(Object.entries(axis).filter(([key, value]) => !RANGE.includes(key) || typeof value === 'string'));
  return { ...options, scales: { ...scales, [id]: kept } };
}

export interface ReadResult {
  model: ChartModel | null;
  /** False when the config was not usable as printed (wrong type for the widget, nothing to draw). */
  ok: boolean;
}

/** Reads a parsed chart config `{type, data: {labels, datasets}, options}`; null when nothing can be drawn. */
export function readChart(config: unknown, kind: ChartKind): ReadResult {
  if (!isObject(config)) return { model: null, ok: false };
  const types = CHART_TYPES[kind];
  const typeOk = config.type === undefined || types.includes(config.type as string);
  const printed = typeOk && typeof config.type === 'string' ? config.type : types[0];
  const data = isObject(config.data) ? config.data : {};
  const series = listOf(data.datasets).filter(isObject).map(seriesOf);
  if (!series.some((s) => s.data.some((v) => v !== null))) return { model: null, ok: false };
  const labels = listOf(data.labels).map((label) => String(label ?? '').trim());
  const options = withoutUnknownScaleTypes(upgradeOptions(isObject(config.options) ? config.options : {}), kind);
  const horizontal = printed === 'horizontalBar' || options.indexAxis === 'y';
  const type = printed === 'horizontalBar' ? 'bar' : printed;
  return { model: { kind, type, horizontal, labels, series, options: withoutCategoryRange(options, horizontal) }, ok: typeOk };
}

export interface ChartInput {
  format: ValueFormat;
  labelsLength: number;
  compare: boolean;
  previousLabel: string;
  currentLabel: string;
  animate: boolean;
  /** How the chart fills its container (see adapter `sizing`). */
  sizing: { maintainAspectRatio: boolean; aspectRatio?: number };
}

/** Compare mode needs a previous and a current series: the first two. */
export const canCompare = (model: ChartModel, input: Pick<ChartInput, 'compare'>) => input.compare && model.series.length >= 2;

/** Series names as shown: compare mode names the first two after the periods. */
export function seriesLabels(model: ChartModel, input: Pick<ChartInput, 'compare' | 'previousLabel' | 'currentLabel'>): string[] {
  const names = model.series.map((s) => s.label);
  if (canCompare(model, input)) names.splice(0, 2, input.previousLabel, input.currentLabel);
  return names;
}

/** Labels under an axis or around a radar wrap; pie and polar labels only show in the legend. */
const wraps = (kind: ChartKind) => kind === 'bar' || kind === 'line' || kind === 'radar';

/** The value a tooltip item shows, whatever the chart's geometry. */
export function itemValue(parsed: unknown, horizontal: boolean): number {
  if (typeof parsed === 'number') return parsed;
  const p = (parsed ?? {}) as { x?: number; y?: number; r?: number };
  return (p.r ?? (horizontal ? p.x : p.y)) as number;
}

export function chartConfig(model: ChartModel, input: ChartInput): ChartConfiguration {
  const names = seriesLabels(model, input);
  const compare = canCompare(model, input);
  const [previous, current] = model.series;
  const labels = wraps(model.kind) ? model.labels.map((label) => wrapLabel(label, input.labelsLength)) : model.labels;
  const tooltip: Obj = {
    callbacks: {
      // Chart.js would join a wrapped label's lines with commas; its lines are the title's lines.
      title: (items: TooltipItem<'bar'>[]) => (items.length ? (labels[items[0].dataIndex] ?? items[0].label) : ''),
      label: (item: TooltipItem<'bar'>) => tooltipLine(item.dataset.label ?? '', itemValue(item.parsed, model.horizontal), input.format),
      ...(compare && {
        footer: (items: TooltipItem<'bar'>[]) => {
          const index = items[0]?.dataIndex ?? -1;
          const [before, now] = [previous.data[index], current.data[index]];
          return before == null || now == null ? '' : changeLine(before, now, input.previousLabel, input.format);
        },
      }),
    },
    ...(compare && { mode: 'index', intersect: false }),
  };
  const options = merge(model.options, {
    responsive: true,
    ...input.sizing,
    ...(model.horizontal && { indexAxis: 'y' }),
    plugins: { tooltip },
  });
  if (!input.animate) options.animation = false;
  return {
    type: model.type,
    data: {
      labels,
      datasets: model.series.map((s, i) => ({ ...s.style, label: names[i], data: s.data })),
    },
    options,
  } as ChartConfiguration;
}
