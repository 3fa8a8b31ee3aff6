// What assistive technology gets instead of the drawing: a one-line summary for the canvas (an image)
// and the numbers as table rows.
import { seriesLabels, type ChartInput, type ChartModel } from './config';
import { formatValue, type ValueFormat } from './format';
import { isObject } from './upgrade';

const NAMES: Record<string, string> = {
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
  doughnut: 'Doughnut chart',
  polarArea: 'Polar area chart',
  radar: 'Radar chart',
};

export function chartName(model: ChartModel): string {
  return model.horizontal && model.type === 'bar' ? 'Horizontal bar chart' : (NAMES[model.type] ?? 'Chart');
}

/** The chart's own title when it shows one. */
export function chartTitle(model: ChartModel): string {
  const title = isObject(model.options.plugins) ? model.options.plugins.title : undefined;
  if (!isObject(title) || title.display === false || title.display === undefined) return '';
  return (Array.isArray(title.text) ? title.text.join(' ') : String(title.text ?? '')).trim();
}

type Names = Pick<ChartInput, 'compare' | 'previousLabel' | 'currentLabel'>;

/** Series names for people: unnamed ones are numbered. */
export function seriesNames(model: ChartModel, input: Names): string[] {
  return seriesLabels(model, input).map((name, i) => name || `Series ${i + 1}`);
}

/** Category labels, as many as the longest series has values. */
export function categories(model: ChartModel): string[] {
  const count = Math.max(model.labels.length, ...model.series.map((s) => s.data.length));
  return Array.from({ length: count }, (_, i) => model.labels[i] || `${i + 1}`);
}

/** "Bar chart: Sales. 2 series: 2023, 2024. 3 categories: January to March. Values in the table that follows." */
export function summary(model: ChartModel, input: Names): string {
  const title = chartTitle(model);
  const names = seriesNames(model, input);
  const labels = categories(model);
  const [one, many] = model.kind === 'pie' || model.kind === 'polar' ? ['slice', 'slices'] : ['category', 'categories'];
  const range = labels.length > 1 ? `${labels[0]} to ${labels[labels.length - 1]}` : labels[0];
  return [
    `${chartName(model)}${title ? `: ${title}` : ''}.`,
    `${names.length} series: ${names.join(', ')}.`,
    `${labels.length} ${labels.length === 1 ? one : many}: ${range}.`,
    'Values in the table that follows.',
  ].join(' ');
}

/** One row per category: its label, then each series' value as the tooltip prints it ('' for a gap). */
export function tableRows(model: ChartModel, format: ValueFormat): string[][] {
  return categories(model).map((label, i) => [
    label,
    ...model.series.map((s) => (s.data[i] == null ? '' : formatValue(s.data[i] as number, format))),
  ]);
}
