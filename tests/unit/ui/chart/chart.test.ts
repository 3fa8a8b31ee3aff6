// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { categories, chartName, summary, tableRows } from '../../../../src/ui/chart/a11y';
import { chartConfig, itemValue, readChart, type ChartInput, type ChartKind, type ChartModel } from '../../../../src/ui/chart/config';
import { changeLine, formatValue, tooltipLine, wrapLabel } from '../../../../src/ui/chart/format';
import { chartSchema, readChartMarkup, valueFormat } from '../../../../src/ui/chart/schema';
import { merge, upgradeOptions } from '../../../../src/ui/chart/upgrade';
import { ownHeightFromStyles } from '../../../../src/ui/chart/own-height';

const bp = { mobile: 767, tablet: 1024 };
const plain = { prefix: '', suffix: '', separator: ',' };

/** A bar chart config as the add-on prints it (Chart.js 2 names, values as text). */
const BAR = {
  type: 'bar',
  data: {
    labels: ['January', ' February', ' March'],
    datasets: [
      { label: 'Happy Addons', data: ['2', '4', '5'], backgroundColor: 'rgba(86, 45, 212, 0.7)', borderWidth: 1, _id: 'a1' },
      { label: 'Happy Addons Pro', data: ['1', '6', '8'], backgroundColor: 'rgba(226, 73, 138, 0.7)', borderWidth: 1, _id: 'b2' },
    ],
  },
  options: {
    title: { display: true, text: 'Sales', fontFamily: 'auto', fontSize: 18, fontStyle: ' bold', fontColor: '#222' },
    tooltips: {
      enabled: true,
      backgroundColor: 'rgba(0, 0, 0, .7)',
      borderWidth: 0,
      borderColor: '',
      titleFontFamily: 'auto',
      titleFontSize: 12,
      titleFontStyle: 'italic 600',
      titleFontColor: '#fff',
      bodyFontSize: 11,
      bodyFontColor: '#f7f7f7',
      xPadding: 6,
      yPadding: 8,
      mode: 'nearest',
    },
    legend: { display: true, position: 'top', reverse: false, labels: { boxWidth: 45, fontSize: 12, fontColor: '#222', fontStyle: ' ' } },
    animation: { easing: 'linear', duration: '1000' },
    layout: { padding: { top: '', right: '10', bottom: '', left: '' } },
    maintainAspectRatio: false,
    scales: {
      xAxes: [{ ticks: { display: true, beginAtZero: true, max: 10, stepSize: 1, fontColor: '#222' }, gridLines: { drawBorder: false, color: '#eeeeee' }, barPercentage: 0.8, categoryPercentage: '' }],
      yAxes: [{ ticks: { display: true, beginAtZero: true, max: 10, stepSize: 1 }, gridLines: [], barPercentage: 0.8, categoryPercentage: 0.85 }],
    },
  },
};

const input = (over: Partial<ChartInput> = {}): ChartInput => ({
  format: plain,
  labelsLength: 50,
  compare: false,
  previousLabel: 'Previous',
  currentLabel: 'Current',
  animate: true,
  sizing: { maintainAspectRatio: false },
  ...over,
});

function model(config: unknown, kind: ChartKind = 'bar'): ChartModel {
  const { model } = readChart(config, kind);
  if (!model) throw new Error('no model');
  return model;
}

type Callbacks = { label(item: unknown): string; footer?(items: unknown[]): string };
const callbacks = (config: ReturnType<typeof chartConfig>) =>
  (config.options as { plugins: { tooltip: { callbacks: Callbacks } } }).plugins.tooltip.callbacks;

describe('formatValue (tooltip numbers)', () => {
  it('adds prefix and suffix, and groups thousands with the separator', () => {
    expect(formatValue(1234567, { prefix: '$', suffix: '', separator: ',' })).toBe('$1,234,567');
    expect(formatValue(12340, { prefix: '', suffix: ' kg', separator: ' ' })).toBe('12 340 kg');
    expect(formatValue(999, { prefix: '€', suffix: '', separator: ',' })).toBe('€999');
  });
  it('keeps the decimals of the value, without binary noise', () => {
    expect(formatValue(1234.5, plain)).toBe('1,234.5');
    expect(formatValue(0.125, plain)).toBe('0.125');
    expect(formatValue(0.1 + 0.2, plain)).toBe('0.3');
    expect(formatValue(2, plain)).toBe('2');
  });
  it("uses ',' as decimal mark when '.' groups thousands", () => {
    expect(formatValue(1234567.25, { prefix: '', suffix: ' €', separator: '.' })).toBe('1.234.567,25 €');
  });
  it('prints no grouping with an empty separator', () => {
    expect(formatValue(1234567, { prefix: '', suffix: '', separator: '' })).toBe('1234567');
  });
  it('puts the minus sign before the prefix', () => {
    expect(formatValue(-1234.5, { prefix: '$', suffix: '', separator: ',' })).toBe('-$1,234.5');
    expect(formatValue(-3, { prefix: '', suffix: '%', separator: ',' })).toBe('-3%');
    expect(formatValue(-0, plain)).toBe('0');
  });
  it('names the series before the value', () => {
    expect(tooltipLine('Revenue', 1500, { prefix: '$', suffix: '', separator: ',' })).toBe('Revenue: $1,500');
    expect(tooltipLine('', 1500, plain)).toBe('1,500');
  });
});

describe('changeLine (compare mode)', () => {
  const money = { prefix: '$', suffix: '', separator: ',' };
  it('shows the signed change and its percentage of the previous value', () => {
    expect(changeLine(800, 1000, '2023', money)).toBe('Change from 2023: +$200 (+25%)');
    expect(changeLine(3000, 2000, 'last year', money)).toBe('Change from last year: -$1,000 (-33.3%)');
    expect(changeLine(5, 5, 'Q1', plain)).toBe('Change from Q1: 0 (0%)');
  });
  it('has no percentage when the previous value is 0', () => {
    expect(changeLine(0, 1500, '2023', money)).toBe('Change from 2023: +$1,500');
  });
  it('takes a negative previous value by its size', () => {
    expect(changeLine(-100, -50, 'before', plain)).toBe('Change from before: +50 (+50%)');
  });
});

describe('wrapLabel', () => {
  it('leaves labels up to the length as one string', () => {
    expect(wrapLabel('January', 50)).toBe('January');
    expect(wrapLabel('x'.repeat(50), 50)).toBe('x'.repeat(50));
  });
  it('splits longer labels into lines of at most the length, between words', () => {
    const label = 'Customer satisfaction with the delivery time of orders placed online in 2024';
    const lines = wrapLabel(label, 50) as string[];
    expect(lines).toEqual(['Customer satisfaction with the delivery time of', 'orders placed online in 2024']);
    expect(lines.every((line) => line.length <= 50)).toBe(true);
    expect(lines.join(' ')).toBe(label);
    expect(wrapLabel('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });
  it('keeps a word longer than the length on a line of its own', () => {
    expect(wrapLabel('a Donaudampfschifffahrtsgesellschaft b', 10)).toEqual(['a', 'Donaudampfschifffahrtsgesellschaft', 'b']);
  });
});

describe('upgradeOptions (Chart.js 2 names to Chart.js 4)', () => {
  const options = upgradeOptions(BAR.options);
  it('moves title, legend and tooltips under plugins with Chart.js 4 font and colour keys', () => {
    expect(options.plugins).toMatchObject({
      title: { display: true, text: 'Sales', color: '#222', font: { size: 18, weight: 'bold' } },
      legend: { display: true, position: 'top', labels: { boxWidth: 45, color: '#222', font: { size: 12 } } },
      tooltip: {
        enabled: true,
        mode: 'nearest',
        padding: { x: 6, y: 8 },
        titleColor: '#fff',
        titleFont: { size: 12, style: 'italic', weight: '600' },
        bodyFont: { size: 11 },
        bodyColor: '#f7f7f7',
      },
    });
    const plugins = options.plugins as Record<string, Record<string, unknown>>;
    expect(plugins.title.font).not.toHaveProperty('family');
    expect(plugins.title).not.toHaveProperty('fontSize');
    expect(plugins.tooltip).not.toHaveProperty('borderColor');
    expect(plugins.tooltip).not.toHaveProperty('xPadding');
  });
  it('turns xAxes/yAxes into x/y scales with the range on the scale', () => {
    expect(options.scales).toEqual({
      x: { beginAtZero: true, max: 10, ticks: { display: true, stepSize: 1, color: '#222' }, grid: { color: '#eeeeee' }, border: { display: false } },
      y: { beginAtZero: true, max: 10, ticks: { display: true, stepSize: 1 }, grid: { display: false } },
    });
    expect(options.datasets).toEqual({ bar: { barPercentage: 0.8, categoryPercentage: 0.85 } });
  });
  it('makes numbers of text padding and duration, dropping empty ones', () => {
    expect(options.layout).toEqual({ padding: { right: 10 } });
    expect(options.animation).toEqual({ easing: 'linear', duration: 1000 });
  });
  it('turns the radial scale and the cutout percentage into Chart.js 4 options', () => {
    const radial = upgradeOptions({
      scale: { ticks: { beginAtZero: true, max: 100, backdropColor: 'transparent', fontColor: '#999' }, gridLines: { color: '#ddd' }, angleLines: { color: '#eee' }, pointLabels: { fontSize: 14, fontColor: '#333' } },
    });
    expect(radial.scales).toEqual({
      r: { beginAtZero: true, max: 100, ticks: { backdropColor: 'transparent', color: '#999' }, grid: { color: '#ddd' }, angleLines: { color: '#eee' }, pointLabels: { color: '#333', font: { size: 14 } } },
    });
    expect(upgradeOptions({ cutoutPercentage: 60 }).cutout).toBe('60%');
  });
  it('lets options written for Chart.js 4 pass and win', () => {
    const out = upgradeOptions({ legend: { position: 'top' }, plugins: { legend: { position: 'bottom' } }, scales: { y: { min: -5 } } });
    expect(out.plugins).toEqual({ legend: { position: 'bottom' } });
    expect(out.scales).toEqual({ y: { min: -5 } });
  });
  it('never merges a __proto__ key', () => {
    const out = merge({}, JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'));
    expect(out).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('readChart', () => {
  it('reads the data as numbers and the labels trimmed', () => {
    const m = model(BAR);
    expect(m.type).toBe('bar');
    expect(m.horizontal).toBe(false);
    expect(m.labels).toEqual(['January', 'February', 'March']);
    expect(m.series.map((s) => [s.label, s.data])).toEqual([
      ['Happy Addons', [2, 4, 5]],
      ['Happy Addons Pro', [1, 6, 8]],
    ]);
    expect(m.series[0].style).toMatchObject({ backgroundColor: 'rgba(86, 45, 212, 0.7)', borderWidth: 1 });
  });
  it("reads Chart.js 2's horizontalBar as a bar chart along y", () => {
    const m = model({ ...BAR, type: 'horizontalBar' });
    expect([m.type, m.horizontal]).toEqual(['bar', true]);
  });
  it('makes values that are no numbers gaps, and comma-separated text lists', () => {
    const m = model({ type: 'line', data: { labels: 'a, b, c', datasets: [{ data: '1, x, 3' }, { data: [null, '', 7] }] } }, 'line');
    expect(m.labels).toEqual(['a', 'b', 'c']);
    expect(m.series.map((s) => s.data)).toEqual([
      [1, null, 3],
      [null, null, 7],
    ]);
  });
  it('draws a type the widget does not offer as its own type, and says so', () => {
    const { model: m, ok } = readChart({ ...BAR, type: 'bubble' }, 'bar');
    expect(ok).toBe(false);
    expect(m?.type).toBe('bar');
    expect(readChart({ ...BAR, type: undefined }, 'bar').ok).toBe(true);
    expect(readChart({ ...BAR, type: 'doughnut' }, 'pie').model?.type).toBe('doughnut');
  });
  it('has nothing to draw without a number in any dataset', () => {
    expect(readChart({}, 'bar')).toEqual({ model: null, ok: false });
    expect(readChart('text', 'bar')).toEqual({ model: null, ok: false });
    expect(readChart({ data: { labels: ['a'], datasets: [{ data: ['x'] }] } }, 'bar').model).toBeNull();
    expect(readChart({ data: { datasets: 'oops' } }, 'bar').model).toBeNull();
  });
  it('drops dataset types and scale types whose parts are not registered', () => {
    const m = model({ type: 'line', data: { datasets: [{ type: 'bar', data: [1] }] }, options: { scales: { y: { type: 'logarithmic', min: 1 }, x: { type: 'category' } } } }, 'line');
    expect(m.series[0].style).not.toHaveProperty('type');
    expect(m.options.scales).toEqual({ y: { min: 1 }, x: { type: 'category' } });
  });
  it('drops the numeric range the add-on prints on the category axis, keeping it on the value axis', () => {
    expect(model(BAR).options.scales).toMatchObject({ x: { ticks: { stepSize: 1 } }, y: { beginAtZero: true, max: 10 } });
    expect(model(BAR).options.scales).not.toHaveProperty('x.max');
    const horizontal = model({ ...BAR, type: 'horizontalBar' }).options.scales as Record<string, Record<string, unknown>>;
    expect(horizontal.x).toMatchObject({ beginAtZero: true, max: 10 });
    expect(horizontal.y).not.toHaveProperty('max');
    const byLabel = model({ type: 'line', data: { labels: ['a', 'b', 'c'], datasets: [{ data: [1, 2, 3] }] }, options: { scales: { x: { min: 'b' } } } }, 'line');
    expect(byLabel.options.scales).toEqual({ x: { min: 'b' } });
  });
  it('renames Chart.js 2 line options of a dataset', () => {
    const m = model({ type: 'line', data: { datasets: [{ data: [1, 2], lineTension: '0.4', steppedLine: true, fill: false }] } }, 'line');
    expect(m.series[0].style).toEqual({ tension: 0.4, stepped: true, fill: false });
  });
});

describe('chartConfig (settings to the Chart.js config)', () => {
  it('bar: the datasets, responsive sizing and formatted tooltips', () => {
    const config = chartConfig(model(BAR), input({ format: { prefix: '$', suffix: '', separator: ',' } }));
    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(['January', 'February', 'March']);
    expect(config.data.datasets.map((d) => d.label)).toEqual(['Happy Addons', 'Happy Addons Pro']);
    expect(config.options).toMatchObject({ responsive: true, maintainAspectRatio: false });
    expect(config.options).not.toHaveProperty('indexAxis');
    const label = callbacks(config).label({ dataset: { label: 'Revenue' }, parsed: { x: 0, y: 12500.5 } });
    expect(label).toBe('Revenue: $12,500.5');
    expect(callbacks(config).footer).toBeUndefined();
  });
  it('horizontal bar: indexAxis y, and the tooltip reads the x value', () => {
    const config = chartConfig(model({ ...BAR, type: 'horizontalBar' }), input());
    expect(config.type).toBe('bar');
    expect(config.options?.indexAxis).toBe('y');
    expect(callbacks(config).label({ dataset: { label: 'A' }, parsed: { x: 4200, y: 1 } })).toBe('A: 4,200');
  });
  it('wraps bar, line and radar labels at labels-length; pie and polar labels stay whole', () => {
    const long = 'A rather long category label that goes on past the limit';
    const data = { labels: [long, 'Short'], datasets: [{ data: [1, 2] }] };
    const bar = chartConfig(model({ type: 'bar', data }), input());
    expect(bar.data.labels).toEqual([['A rather long category label that goes on past the', 'limit'], 'Short']);
    expect(chartConfig(model({ type: 'bar', data }), input({ labelsLength: 20 })).data.labels?.[0]).toEqual(['A rather long', 'category label that', 'goes on past the', 'limit']);
    expect(chartConfig(model({ type: 'line', data }, 'line'), input()).data.labels?.[0]).toHaveLength(2);
    expect(chartConfig(model({ type: 'radar', data }, 'radar'), input()).data.labels?.[0]).toHaveLength(2);
    expect(chartConfig(model({ type: 'pie', data }, 'pie'), input()).data.labels?.[0]).toBe(long);
    expect(chartConfig(model({ type: 'polarArea', data }, 'polar'), input()).data.labels?.[0]).toBe(long);
  });
  it('compare: the first two datasets take the period labels; the tooltip lists both and the change', () => {
    const config = chartConfig(model(BAR), input({ compare: true, previousLabel: '2023', currentLabel: '2024' }));
    expect(config.data.datasets.map((d) => d.label)).toEqual(['2023', '2024']);
    expect(config.options?.plugins?.tooltip).toMatchObject({ mode: 'index', intersect: false });
    expect(callbacks(config).footer?.([{ dataIndex: 2 }])).toBe('Change from 2023: +3 (+60%)');
    expect(callbacks(config).footer?.([{ dataIndex: 0 }])).toBe('Change from 2023: -1 (-50%)');
  });
  it('compare needs two datasets: with one it changes nothing', () => {
    const one = { type: 'bar', data: { labels: ['a'], datasets: [{ label: 'Only', data: [1] }] } };
    const config = chartConfig(model(one), input({ compare: true }));
    expect(config.data.datasets[0].label).toBe('Only');
    expect(callbacks(config).footer).toBeUndefined();
  });
  it('turns animation off when motion is reduced or in the editor, else keeps the configured one', () => {
    expect(chartConfig(model(BAR), input({ animate: false })).options?.animation).toBe(false);
    expect(chartConfig(model(BAR), input()).options?.animation).toEqual({ easing: 'linear', duration: 1000 });
  });
  it('keeps the aspect ratio when the container has no height', () => {
    const config = chartConfig(model(BAR), input({ sizing: { maintainAspectRatio: true, aspectRatio: 2.5 } }));
    expect(config.options).toMatchObject({ maintainAspectRatio: true, aspectRatio: 2.5 });
  });
  it('line, pie, polar and radar: their types, and the value each tooltip reads', () => {
    const data = { labels: ['a', 'b'], datasets: [{ label: 'S', data: [1200, 3] }] };
    const line = chartConfig(model({ type: 'line', data }, 'line'), input());
    expect(line.type).toBe('line');
    expect(callbacks(line).label({ dataset: { label: 'S' }, parsed: { x: 0, y: 1200 } })).toBe('S: 1,200');
    const pie = chartConfig(model({ type: 'pie', data, options: { cutoutPercentage: 50 } }, 'pie'), input({ format: { prefix: '', suffix: '%', separator: ',' } }));
    expect(pie.type).toBe('pie');
    expect(pie.options).toMatchObject({ cutout: '50%' });
    expect(callbacks(pie).label({ dataset: { label: 'S' }, parsed: 1200 })).toBe('S: 1,200%');
    const polar = chartConfig(model({ type: 'polarArea', data, options: { scale: { ticks: { beginAtZero: true } } } }, 'polar'), input());
    expect(polar.type).toBe('polarArea');
    expect(polar.options?.scales).toEqual({ r: { beginAtZero: true, ticks: {} } });
    expect(callbacks(polar).label({ dataset: { label: 'S' }, parsed: { r: 1200 } })).toBe('S: 1,200');
    const radar = chartConfig(model({ type: 'radar', data }, 'radar'), input());
    expect(radar.type).toBe('radar');
    expect(itemValue({ r: -7 }, false)).toBe(-7);
  });
});

describe('accessibility text', () => {
  it('summarises the chart for the canvas label', () => {
    expect(summary(model(BAR), input())).toBe(
      'Bar chart: Sales. 2 series: Happy Addons, Happy Addons Pro. 3 categories: January to March. Values in the table that follows.',
    );
    const pie = model({ type: 'doughnut', data: { labels: ['Red'], datasets: [{ data: [3] }] } }, 'pie');
    expect(summary(pie, input())).toBe('Doughnut chart. 1 series: Series 1. 1 slice: Red. Values in the table that follows.');
    expect(chartName(model({ ...BAR, type: 'horizontalBar' }))).toBe('Horizontal bar chart');
    expect(summary(model(BAR), input({ compare: true, previousLabel: '2023', currentLabel: '2024' }))).toContain('2 series: 2023, 2024.');
  });
  it('gives the table one row per category with the tooltip format, gaps empty', () => {
    const m = model({ type: 'line', data: { labels: ['a', 'b'], datasets: [{ data: [1500, null, 3] }] } }, 'line');
    expect(categories(m)).toEqual(['a', 'b', '3']);
    expect(tableRows(m, { prefix: '$', suffix: '', separator: ',' })).toEqual([
      ['a', '$1,500'],
      ['b', ''],
      ['3', '$3'],
    ]);
  });
});

describe('chart schema and markup', () => {
  const parse = (raw: Record<string, unknown>, kind: ChartKind = 'bar') => chartSchema(kind).parse(raw, 'desktop', bp);

  it('has the spec defaults: labels-length 50, no compare, grouping with commas', () => {
    const { value, problems } = parse({ chart: JSON.stringify(BAR) });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ labels_length: 50, compare: false, tooltip_prefix: '', tooltip_suffix: '', previous_label: 'Previous', current_label: 'Current' });
    expect(valueFormat(value)).toEqual({ prefix: '', suffix: '', separator: ',' });
    expect(value.chart?.series).toHaveLength(2);
  });
  it('reads the chart from HTML-escaped text too', () => {
    const escaped = JSON.stringify(BAR).replace(/"/g, '&quot;');
    expect(parse({ chart: escaped }).value.chart?.labels).toEqual(['January', 'February', 'March']);
  });
  it('uses defaults with one problem line per bad value, never throwing', () => {
    const { value, problems } = parse({ chart: '{"type": "bar", "data": [', labels_length: 'lots', compare: 'maybe', tooltip_prefix: { a: 1 } });
    expect(value).toMatchObject({ chart: null, labels_length: 50, compare: false, tooltip_prefix: '' });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^chart .* is not valid; using null$/);
  });
  it('takes labels-length as a whole number from 1, else 50', () => {
    expect(parse({ labels_length: '20' }).value.labels_length).toBe(20);
    expect(parse({ labels_length: 12.7 }).value.labels_length).toBe(12);
    for (const bad of [0, -5, 'lots']) {
      const { value, problems } = parse({ labels_length: bad });
      expect(value.labels_length).toBe(50);
      expect(problems).toHaveLength(1);
    }
  });
  it("reads 'none' as no thousands separator", () => {
    expect(valueFormat(parse({ tooltip_separator: 'none' }).value).separator).toBe('');
  });
  it('reads the config and the data attributes of the chart container', () => {
    const container = document.createElement('div');
    container.innerHTML = `<div class="ha-line-chart-container" data-settings='{"type":"line"}' data-tooltip-prefix="$" data-tooltip-separator="" data-labels-length="20" data-compare="yes" data-previous-label="2023" data-current-label="2024"><canvas id="ha-line-chart" role="img"></canvas></div>`;
    const read = readChartMarkup('.ha-line-chart-container');
    expect(read(container, container)).toEqual({
      chart: '{"type":"line"}',
      tooltip_prefix: '$',
      tooltip_separator: 'none',
      labels_length: '20',
      compare: 'yes',
      previous_label: '2023',
      current_label: '2024',
    });
    container.innerHTML = '<div class="ha-line-chart-container"><canvas></canvas></div>';
    expect(read(container, container)).toEqual({ chart: {} });
    expect(parse(read(container, container), 'line').problems).toEqual(['chart {} is not valid; using null']);
    expect(read(document.createElement('div'), document.createElement('div'))).toEqual({});
  });
});

describe('ownHeightFromStyles', () => {
  const plain = { height: 'auto', minHeight: 'auto', aspectRatio: 'auto', contain: 'none', position: 'static', parentDisplay: 'block' };
  it('a height in pixels (the chart height control) is the box’s own, unless it is zero', () => {
    expect(ownHeightFromStyles({ ...plain, height: '360px' }, 360)).toBe(true);
    expect(ownHeightFromStyles({ ...plain, height: '0px' }, 0)).toBe(false);
  });
  it('an auto height in a block parent follows the canvas: no height of its own', () => {
    expect(ownHeightFromStyles(plain, 400)).toBe(false);
    expect(ownHeightFromStyles({ ...plain, minHeight: '0px', position: 'relative', parentDisplay: 'flow-root' }, 400)).toBe(false);
  });
  it('a minimum height in pixels keeps a height without the canvas', () => {
    expect(ownHeightFromStyles({ ...plain, minHeight: '200px' }, 400)).toBe(true);
  });
  it('leaves to a measure what the styles cannot tell', () => {
    for (const change of [
      { height: '50%' },
      { height: 'calc(100% - 20px)' },
      { minHeight: '10%' },
      { aspectRatio: '16 / 9' },
      { contain: 'size' },
      { position: 'absolute' },
      { parentDisplay: 'flex' },
      { parentDisplay: 'grid' },
      { parentDisplay: 'contents' },
    ])
      expect(ownHeightFromStyles({ ...plain, ...change }, 400), JSON.stringify(change)).toBeUndefined();
  });
});
