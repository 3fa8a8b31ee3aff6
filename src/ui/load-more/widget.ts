// A whole widget made of a server-printed list and its load-more button (the feeds, the post grid,
// the loop grid): the button carries the query settings (`data-settings`) and, for the feeds, how
// many items there are (`data-total`). Each widget folder only names its markup and its action.
import type { SetupContext, WidgetDefinition } from '../../api-types';
import { json, num, schema, type SettingsOf } from '../../settings/schema';
import { createRestorer } from '../restorer';
import { attachLoadMore } from './attach';

export interface LoadMoreWidgetSpec {
  /** The list of items: the markup the widget cannot work without. */
  list: string;
  item: string;
  button: string;
  /** An ancestor that may carry the query settings when the button does not (the loop grid). */
  settingsHolder?: string;
  action: string;
  /** The names the action reads: the feeds send query_settings and loaded_item, the Pro grids querySettings and loadedItem. */
  fieldNames: { settings: string; loaded: string };
  noun: string;
  loadedClass?: string;
  spinner?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const loadMoreSchema = schema({
  query_settings: json<Record<string, unknown>>({}, isRecord),
  total: num(0, { min: 0, integer: true }),
});

export type LoadMoreSettings = SettingsOf<typeof loadMoreSchema>;

export function loadMoreWidget(spec: LoadMoreWidgetSpec): WidgetDefinition<LoadMoreSettings> {
  const findButton = (container: HTMLElement) => container.querySelector<HTMLElement>(spec.button);
  return {
    requires: spec.list,
    schema: loadMoreSchema,
    read(_element, container) {
      const button = findButton(container);
      const holder = spec.settingsHolder ? container.querySelector(spec.settingsHolder) : null;
      const attr = (name: string) => button?.getAttribute(name) ?? holder?.getAttribute(name) ?? undefined;
      return { query_settings: attr('data-settings'), total: attr('data-total') };
    },
    setup({ container, settings, env }: SetupContext<LoadMoreSettings>) {
      const restorer = createRestorer();
      const list = container.querySelector<HTMLElement>(spec.list);
      const button = findButton(container);
      if (list && button) {
        attachLoadMore({
          button,
          list,
          scope: container,
          item: spec.item,
          action: spec.action,
          fields: (loaded) => ({ [spec.fieldNames.settings]: settings.query_settings, [spec.fieldNames.loaded]: loaded }),
          total: settings.total > 0 ? settings.total : null,
          noun: spec.noun,
          loadedClass: spec.loadedClass,
          spinner: spec.spinner,
          config: env.config,
          restorer,
          report: env.report,
        });
      }
      return () => restorer.restore();
    },
  };
}
