// The React side of the five chart widgets: has the chart made once on the server's canvas, in short
// steps after the widget mounts (it mounts when scrolled into view; see adapter.ts), renders the
// numbers as a visually hidden table for screen readers, follows the motion preference in place and
// destroys the chart on unmount.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Chart } from 'chart.js';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { useStore } from '../../runtime';
import { chartName, chartTitle, seriesNames, summary, tableRows } from './a11y';
import { createChart, findParts, type Register, type Sizing } from './adapter';
import { canCompare, chartConfig, type ChartKind, type ChartModel } from './config';
import { valueFormat, type ChartSettings } from './schema';

export interface ChartSpec {
  kind: ChartKind;
  /** The chart container holding the canvas and the config, e.g. `.ha-bar-chart-container`. */
  selector: string;
  register: Register;
}

export function createChartWidget(spec: ChartSpec) {
  return function ChartWidget({ container, settings, env }: WidgetProps<ChartSettings>) {
    const [parts] = useState(() => findParts(container, spec.selector));
    const reduce = useStore(reducedMotion);
    const animate = !reduce && !env.editMode;
    const animateNow = useRef(animate);
    animateNow.current = animate;
    const [chart, setChart] = useState<Chart | null>(null);
    const model = settings.chart;
    const input = useMemo(
      () => ({
        format: valueFormat(settings),
        labelsLength: settings.labels_length,
        compare: settings.compare,
        previousLabel: settings.previous_label,
        currentLabel: settings.current_label,
      }),
      [settings],
    );
    const key = JSON.stringify([model, input]);

    useEffect(() => {
      if (!parts) env.warn(`no canvas in ${spec.selector} found; nothing to draw`);
      else if (model && input.compare && !canCompare(model, input)) env.warn('compare needs two datasets (previous, current); showing the chart without it');
    }, []);

    // Created once per config; the config does not change with the device, so in practice once.
    useEffect(() => {
      if (!parts || !model) return;
      const abort = new AbortController();
      const configFor = (sizing: Sizing) => chartConfig(model, { ...input, animate: animateNow.current, sizing });
      createChart(parts, configFor, spec.register, summary(model, input), abort.signal, env.report)
        .then(setChart)
        .catch(env.report);
      return () => {
        abort.abort();
        setChart(null);
      };
    }, [key]);

    // The motion preference can change while the chart shows: switch its animation, never re-create it.
    useEffect(() => {
      if (!chart || !model || (chart.options.animation === false) === !animate) return;
      chart.options.animation = animate ? ((model.options.animation as object | undefined) ?? {}) : false;
      chart.update('none');
    }, [animate, chart]);

    if (!parts || !model) return null;
    return createPortal(<ChartTable model={model} settings={settings} />, parts.box);
  };
}

function ChartTable({ model, settings }: { model: ChartModel; settings: ChartSettings }) {
  const names = { compare: settings.compare, previousLabel: settings.previous_label, currentLabel: settings.current_label };
  const rows = tableRows(model, valueFormat(settings));
  // The wrapper hides it: a table grows to its content whatever size it is given.
  return (
    <div className="ha-chart-data ha-visually-hidden">
      <table>
        <caption>{chartTitle(model) || chartName(model)}</caption>
        <thead>
          <tr>
            <td />
            {seriesNames(model, names).map((name, i) => (
              <th key={i} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...values], i) => (
            <tr key={i}>
              <th scope="row">{label}</th>
              {values.map((value, j) => (
                <td key={j}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
