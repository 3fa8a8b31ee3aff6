// The add-on prints Chart.js 2 options (title, legend and tooltips at the top, scales as xAxes/yAxes
// arrays, font* keys, gridLines...); Chart.js 4 reads them under other names. This turns them into
// Chart.js 4 options. Options already written for Chart.js 4 pass through and win.

export type Obj = Record<string, unknown>;

export const isObject = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

// Keys a JSON object may carry that must never be assigned onto another object.
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/** Deep merge of plain JSON data; `over` wins, arrays are replaced. */
export function merge(base: Obj, over: Obj): Obj {
  const out: Obj = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (UNSAFE.has(key)) continue;
    const current = out[key];
    out[key] = isObject(value) && isObject(current) ? merge(current, value) : value;
  }
  return out;
}

/** A number, or undefined for '' and anything else that is not one (the page builder prints '' for empty). */
export function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** Drops undefined values. */
function compact(object: Obj): Obj {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** Chart.js 2 `{prefix}Family/Size/Style` ("italic bold") as a Chart.js 4 font; 'auto' means none. */
function fontOf(source: Obj, prefix: string): Obj | undefined {
  const family = source[`${prefix}Family`];
  const font = compact({
    family: typeof family === 'string' && family.trim() && family !== 'auto' ? family : undefined,
    size: toNumber(source[`${prefix}Size`]),
  });
  for (const word of String(source[`${prefix}Style`] ?? '').split(/\s+/)) {
    if (/^(normal|italic|oblique)$/.test(word)) font.style = word;
    else if (/^(bold|bolder|lighter|\d00)$/.test(word)) font.weight = word;
  }
  return Object.keys(font).length ? font : undefined;
}

/** Moves one family of Chart.js 2 font keys to `{colorKey, fontKey}`. */
function withFont(source: Obj, prefix: string, colorKey: string, fontKey: string): Obj {
  const out: Obj = { ...source };
  for (const part of ['Family', 'Size', 'Style', 'Color']) delete out[`${prefix}${part}`];
  return merge(compact({ [colorKey]: source[`${prefix}Color`], [fontKey]: fontOf(source, prefix) }), out);
}

const text = (source: Obj) => withFont(source, 'font', 'color', 'font');

const TOOLTIP_MODES: Obj = { label: 'index', single: 'nearest' };

function tooltip(source: Obj): Obj {
  const { xPadding, yPadding, mode, ...rest } = source;
  let out = withFont(withFont(withFont(rest, 'titleFont', 'titleColor', 'titleFont'), 'bodyFont', 'bodyColor', 'bodyFont'), 'footerFont', 'footerColor', 'footerFont');
  const x = toNumber(xPadding);
  const y = toNumber(yPadding);
  if (x !== undefined || y !== undefined) out = merge({ padding: compact({ x, y }) }, out);
  if (typeof mode === 'string') out.mode = TOOLTIP_MODES[mode] ?? mode;
  // The add-on prints '' for a border colour it has not got.
  if (out.borderColor === '' || isObject(out.borderColor)) delete out.borderColor;
  return out;
}

function legend(source: Obj): Obj {
  const { labels, ...rest } = source;
  return isObject(labels) ? { ...rest, labels: text(labels) } : rest;
}

const RANGE_KEYS = ['beginAtZero', 'min', 'max', 'suggestedMin', 'suggestedMax'];

/** Chart.js 2 ticks: the range keys belong to the scale in Chart.js 4. */
function ticksAndRange(ticks: unknown): { range: Obj; ticks: Obj } {
  const source = isObject(ticks) ? ticks : {};
  const range: Obj = {};
  const rest: Obj = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'beginAtZero') range[key] = value === true || value === 'true';
    else if (RANGE_KEYS.includes(key)) range[key] = toNumber(value);
    else if (key === 'stepSize') rest[key] = toNumber(value);
    else rest[key] = value;
  }
  return { range: compact(range), ticks: compact(text(rest)) };
}

/**
 * Chart.js 2 grid lines: an object styles them; the add-on prints an empty list when the editor
 * switched them off (which Chart.js 2 read as "default", showing them anyway: the editor's choice wins here).
 */
function grid(gridLines: unknown, scale: Obj): void {
  if (Array.isArray(gridLines) && gridLines.length === 0) scale.grid = { display: false };
  if (!isObject(gridLines)) return;
  // Chart.js 4 has no zero line of its own: those two are dropped.
  const { drawBorder, zeroLineColor: _color, zeroLineWidth: _width, ...rest } = gridLines;
  scale.grid = rest;
  if (drawBorder === false) scale.border = { display: false };
}

function cartesianAxis(axis: Obj): { scale: Obj; bar: Obj } {
  const { ticks, gridLines, scaleLabel, barPercentage, categoryPercentage, ...rest } = axis;
  const { range, ticks: tickOptions } = ticksAndRange(ticks);
  const scale: Obj = { ...rest, ...range, ticks: tickOptions };
  grid(gridLines, scale);
  if (isObject(scaleLabel)) {
    const { labelString, ...label } = text(scaleLabel);
    scale.title = compact({ ...label, text: labelString });
  }
  return { scale, bar: compact({ barPercentage: toNumber(barPercentage), categoryPercentage: toNumber(categoryPercentage) }) };
}

function radialAxis(axis: Obj): Obj {
  const { ticks, gridLines, pointLabels, ...rest } = axis;
  const { range, ticks: tickOptions } = ticksAndRange(ticks);
  const scale: Obj = { ...rest, ...range, ticks: tickOptions };
  grid(gridLines, scale);
  if (isObject(pointLabels)) scale.pointLabels = text(pointLabels);
  return scale;
}

function scalesOf(scales: unknown, radial: unknown): { scales: Obj; bar: Obj } {
  let out: Obj = {};
  let bar: Obj = {};
  const source = isObject(scales) ? scales : {};
  for (const [key, value] of Object.entries(source)) {
    if (UNSAFE.has(key)) continue;
    if ((key === 'xAxes' || key === 'yAxes') && Array.isArray(value)) {
      if (!isObject(value[0])) continue;
      const axis = cartesianAxis(value[0]);
      out = merge(out, { [key[0]]: axis.scale });
      bar = { ...bar, ...axis.bar };
    } else if (isObject(value)) out = merge(out, { [key]: value });
  }
  if (isObject(radial)) out = merge({ r: radialAxis(radial) }, out);
  return { scales: out, bar };
}

function numbersOnly(object: unknown): Obj | undefined {
  if (!isObject(object)) return undefined;
  return compact(Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toNumber(value)])));
}

export function upgradeOptions(options: Obj): Obj {
  const { title, legend: legendOptions, tooltips, scale, scales, cutoutPercentage, layout, animation, plugins, ...rest } = options;
  const out: Obj = { ...rest };
  const upgraded: Obj = compact({
    title: isObject(title) ? text(title) : undefined,
    legend: isObject(legendOptions) ? legend(legendOptions) : undefined,
    tooltip: isObject(tooltips) ? tooltip(tooltips) : undefined,
  });
  out.plugins = merge(upgraded, isObject(plugins) ? plugins : {});
  const axes = scalesOf(scales, scale);
  if (Object.keys(axes.scales).length) out.scales = axes.scales;
  if (Object.keys(axes.bar).length) out.datasets = merge({ bar: axes.bar }, isObject(out.datasets) ? out.datasets : {});
  const cutout = toNumber(cutoutPercentage);
  if (cutout !== undefined && out.cutout === undefined) out.cutout = `${cutout}%`;
  if (isObject(layout)) {
    const padding = isObject(layout.padding) ? numbersOnly(layout.padding) : toNumber(layout.padding);
    out.layout = compact({ ...layout, padding });
  }
  if (isObject(animation)) out.animation = compact({ ...animation, duration: toNumber(animation.duration) });
  else if (animation === false) out.animation = false;
  return out;
}
