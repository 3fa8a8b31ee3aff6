import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetEnv, WidgetProps } from '../../api-types';
import { createRestorer } from '../../ui/restorer';
import { loadIntl } from '../../ui/steps';
import { snapshotChildren, tableLabel, wrapIn } from '../../ui/table';
import { useScrollRegion } from '../../ui/table';
import { NARROW_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { LengthMenu, Pagination, SearchBox } from './Controls';
import { csvFileName, toCsv } from './csv';
import { addSortButtons, createFrame, downloadCsv, readTable, type TableModel } from './dom';
import { filterRows, nextSort, sortRows, statusText, viewOf, type SortState } from './logic';
import { findTable, type AdvancedSettings } from './settings';

/** Quiet time after the last change before the result count is announced. */
const ANNOUNCE_DELAY = 500;
/** How long a download's object URL is kept alive. */
const REVOKE_DELAY = 10_000;

/**
 * Search, paging, sorting, sideways scrolling and CSV export on the server's table, whose rows are
 * only reordered and taken in and out of its body; unmount puts them back as printed.
 */
export function AdvancedDataTable({ container, settings, env }: WidgetProps<AdvancedSettings>) {
  const model = useMemo(() => {
    const table = findTable(container);
    return table && readTable(table);
  }, [container]);
  useEffect(() => {
    if (!model) env.warn('no table.ha-advanced-table with a body found; nothing to enhance');
    // Once, about the markup the widget mounted with.
  }, []);
  return model ? <Enhanced model={model} container={container} settings={settings} env={env} /> : null;
}

let counter = 0;

interface EnhancedProps {
  model: TableModel;
  container: HTMLElement;
  settings: AdvancedSettings;
  env: WidgetEnv<AdvancedSettings>;
}

function Enhanced({ model, container, settings, env }: EnhancedProps) {
  const { table, body, rows } = model;
  const frame = useMemo(() => createFrame(table.ownerDocument, model.columns), [model]);
  const memory = useMemo(createRestorer, [model]);
  const tableId = useMemo(() => table.id || `ha-advanced-table-${env.id || ++counter}`, [model]);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [length, setLength] = useState(settings.page_length);
  const [sort, setSort] = useState<SortState | null>(null);

  // The locale data the first sort compares text with, in tasks of its own rather than in the click.
  useEffect(() => void loadIntl('text'), []);

  useLayoutEffect(() => {
    const restoreBody = snapshotChildren(body);
    const unwrap = wrapIn(table, frame.wrapper, frame.scroll);
    memory.attr(table, 'id', tableId);
    const removeButtons = addSortButtons(model.heads, (button, column) =>
      button.addEventListener('click', () => {
        setSort((current) => nextSort(current, column));
        setPage(0);
      }),
    );
    return () => {
      removeButtons();
      restoreBody();
      memory.restore();
      unwrap();
    };
  }, [model, frame, memory, tableId]);

  useLayoutEffect(() => {
    if (!settings.export_table) return;
    container.prepend(frame.exportBox);
    return () => frame.exportBox.remove();
  }, [settings.export_table, container, frame]);

  const folded = useMemo(() => rows.map((row) => row.folded), [rows]);
  const matching = useMemo(() => {
    const found = settings.show_search ? filterRows(folded, query) : rows.map((_, i) => i);
    if (!sort) return found;
    return sortRows(found, rows.map((row) => row.cells[sort.column]), sort.direction);
  }, [rows, folded, query, sort, settings.show_search]);
  const view = viewOf(matching.length, page, settings.show_pagination ? length : null);
  const shown = useMemo(() => matching.slice(view.start, view.end), [matching, view.start, view.end]);
  const status = statusText(view, matching.length, rows.length);

  useLayoutEffect(() => {
    frame.emptyCell.textContent = rows.length ? 'No matching records found' : 'No data available in table';
    body.replaceChildren(...(shown.length ? shown.map((i) => rows[i].el) : [frame.emptyRow]));
  }, [body, rows, shown, frame]);

  useLayoutEffect(() => {
    for (const { cell, column } of model.heads)
      memory.attr(cell, 'aria-sort', sort?.column === column ? sort.direction : null);
  }, [model, memory, sort]);

  useScrollRegion(frame.scroll, useMediaQuery(NARROW_QUERY) || settings.scroll_x, tableLabel(table));

  const announcement = useAnnouncement(status);
  const pending = useRef(new Map<ReturnType<typeof setTimeout>, string>());
  useEffect(
    () => () => {
      for (const [timer, url] of pending.current) {
        clearTimeout(timer);
        URL.revokeObjectURL(url);
      }
      pending.current.clear();
    },
    [],
  );

  // The export holds every row matching the search, in the order shown, across all pages.
  const exportCsv = () => {
    try {
      const records = matching.map((i) => rows[i].cells);
      const csv = toCsv(model.heads.length ? [model.headTexts, ...records] : records);
      const url = downloadCsv(table.ownerDocument, csvFileName(new Date(), settings.widget_id || env.id), csv);
      const timer = setTimeout(() => {
        URL.revokeObjectURL(url);
        pending.current.delete(timer);
      }, REVOKE_DELAY);
      pending.current.set(timer, url);
    } catch (error) {
      env.report(error);
    }
  };

  const changeLength = (next: number) => {
    setLength(next);
    setPage(Math.floor(view.start / next));
  };

  return (
    <>
      {createPortal(
        <>
          {settings.show_pagination && settings.show_entries && (
            <LengthMenu value={length} controls={tableId} onChange={changeLength} />
          )}
          {settings.show_search && (
            <SearchBox
              value={query}
              controls={tableId}
              onChange={(value) => {
                setQuery(value);
                setPage(0);
              }}
            />
          )}
        </>,
        frame.top,
      )}
      {createPortal(
        <>
          <div className="dataTables_info">{status}</div>
          {settings.show_pagination && <Pagination view={view} controls={tableId} onPage={setPage} />}
          <div className="ha-visually-hidden" role="status">
            {announcement}
          </div>
        </>,
        frame.bottom,
      )}
      {settings.export_table &&
        createPortal(
          <button type="button" className="ha-advanced-table-btn" onClick={exportCsv}>
            {settings.export_table_text}
          </button>,
          frame.exportBox,
        )}
    </>
  );
}

/** The status text for a polite live region, once it has stopped changing; nothing on mount. */
function useAnnouncement(status: string): string {
  const [said, setSaid] = useState('');
  const first = useRef(status);
  useEffect(() => {
    if (status === first.current && said === '') return;
    const timer = setTimeout(() => setSaid(status), ANNOUNCE_DELAY);
    return () => clearTimeout(timer);
  }, [status]);
  return said;
}
