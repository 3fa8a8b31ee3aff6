// Settings of the chart widgets. The chart itself is the `data-settings` of the chart container
// (`.ha-{t}-chart-container`), read in as `chart`; the rest may come from the widget's data-settings
// (tooltip_prefix, labels_length, ...) or from the container's data attributes (data-tooltip-prefix,
// data-labels-length, ...), the attributes winning.
import { parseSettingsAttribute } from '../../settings/attribute';
import { bool, num, schema, str, type Field, type SettingsOf } from '../../settings/schema';
import { readChart, type ChartKind, type ChartModel } from './config';

/** The container's chart config: usable, or null (broken JSON, nothing to draw) with a problem line. */
function chartField(kind: ChartKind): Field<ChartModel | null> {
  return {
    default: null,
    coerce(value) {
      const parsed: { value: unknown; problem?: string; dropped?: number } = typeof value === 'string' ? parseSettingsAttribute(value) : { value };
      // A config that lost parts past the settings limits still draws what is left.
      if (parsed.problem && !parsed.dropped) return { ok: false, value: null };
      const { model, ok } = readChart(parsed.value, kind);
      return { ok: ok && !parsed.dropped, value: model };
    },
  };
}

export const LABELS_LENGTH = 50;

/** Characters per label line: a whole number from 1, else the default. */
function labelsLength(): Field<number> {
  const base = num(LABELS_LENGTH, { integer: true });
  return {
    ...base,
    coerce(value) {
      const result = base.coerce(value);
      return result.ok && result.value >= 1 ? result : { ok: false, value: LABELS_LENGTH };
    },
  };
}

export function chartSchema(kind: ChartKind) {
  return schema({
    chart: chartField(kind),
    tooltip_prefix: str(''),
    tooltip_suffix: str(''),
    /** Thousands separator; 'none' (or an empty attribute) for none. */
    tooltip_separator: str(','),
    labels_length: labelsLength(),
    compare: bool(false),
    previous_label: str('Previous'),
    current_label: str('Current'),
  });
}

export type ChartSettings = SettingsOf<ReturnType<typeof chartSchema>>;

const ATTRIBUTES = ['tooltip-prefix', 'tooltip-suffix', 'tooltip-separator', 'labels-length', 'compare', 'previous-label', 'current-label'];

/** `read` for a chart widget whose container matches `selector`. */
export function readChartMarkup(selector: string) {
  return (_element: HTMLElement, container: HTMLElement): Record<string, unknown> => {
    const box = container.querySelector(selector);
    if (!box) return {};
    // A container without (or with empty) data-settings reads as an empty config, which has nothing to draw.
    const raw: Record<string, unknown> = { chart: box.getAttribute('data-settings') || {} };
    for (const name of ATTRIBUTES) {
      const value = box.getAttribute(`data-${name}`);
      if (value !== null) raw[name.replace(/-/g, '_')] = name === 'tooltip-separator' && value === '' ? 'none' : value;
    }
    return raw;
  };
}

export function valueFormat(settings: ChartSettings) {
  const separator = settings.tooltip_separator === 'none' ? '' : settings.tooltip_separator;
  return { prefix: settings.tooltip_prefix, suffix: settings.tooltip_suffix, separator };
}
