// The advanced data table prints its settings on the table, not in data-settings:
// <table class="ha-advanced-table" data-widget-id data-search="true|false" data-paging="true|false"
//   [data-scroll-x="true"] [data-export-table="true"] [data-export-table-text]>, and the wrapper gets
// `ha-show-entries-yes` when the page-length menu is on. `data-page-length` is DataTables' own
// attribute for the page size (10 when absent).
import { bool, num, schema, str, type SettingsOf } from '../../settings/schema';

export const advancedSchema = schema({
  show_search: bool(false),
  show_pagination: bool(false),
  show_entries: bool(false),
  page_length: num(10, { integer: true, min: 1, max: 1000, invalid: 10 }),
  scroll_x: bool(false),
  export_table: bool(false),
  export_table_text: str('Export Table'),
  widget_id: str(''),
});

export type AdvancedSettings = SettingsOf<typeof advancedSchema>;

export function findTable(container: HTMLElement): HTMLTableElement | null {
  return container.querySelector<HTMLTableElement>('table.ha-advanced-table');
}

export function readSettings(element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  const table = findTable(container);
  const raw: Record<string, unknown> = {};
  const attrs = {
    show_search: 'data-search',
    show_pagination: 'data-paging',
    page_length: 'data-page-length',
    export_table: 'data-export-table',
    export_table_text: 'data-export-table-text',
    widget_id: 'data-widget-id',
  };
  for (const [key, name] of Object.entries(attrs)) {
    const value = table?.getAttribute(name);
    if (value != null) raw[key] = value;
  }
  // Printed as "true"; present but empty counts as on too.
  if (table?.hasAttribute('data-scroll-x')) raw.scroll_x = table.getAttribute('data-scroll-x') || 'true';
  if (element.classList.contains('ha-show-entries-yes')) raw.show_entries = 'yes';
  return raw;
}
