import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from '../../../../src/widgets/advanced-data-table/csv';
import { readTable } from '../../../../src/widgets/advanced-data-table/dom';
import {
  asNumber,
  filterRows,
  fold,
  nextSort,
  pageItems,
  searchTerms,
  sortRows,
  statusText,
  viewOf,
} from '../../../../src/widgets/advanced-data-table/logic';
import { advancedSchema, readSettings } from '../../../../src/widgets/advanced-data-table/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => advancedSchema.parse(raw, 'desktop', breakpoints);

function html(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host;
}

describe('search', () => {
  const rows = ['Tiger Nixon System Architect Edinburgh 61', 'Garrett Winters Accountant Tokyo 63', 'Ashton Cox Junior Technical Author San Francisco 66', 'São Paulo office'].map(fold);

  it('is case-insensitive and matches anywhere in the row', () => {
    expect(filterRows(rows, 'TOKYO')).toEqual([1]);
    expect(filterRows(rows, 'ton')).toEqual([2]);
  });

  it('needs every word, in any order and any cell', () => {
    expect(filterRows(rows, 'edinburgh tiger')).toEqual([0]);
    expect(filterRows(rows, 'tiger tokyo')).toEqual([]);
  });

  it('a quoted phrase is one term', () => {
    expect(searchTerms('"san francisco" cox')).toEqual(['san francisco', 'cox']);
    expect(filterRows(rows, '"francisco san"')).toEqual([]);
  });

  it('ignores accents both ways', () => {
    expect(filterRows(rows, 'sao paulo')).toEqual([3]);
    expect(filterRows(rows, 'SÃO')).toEqual([3]);
  });

  it('an empty or blank query keeps every row', () => {
    expect(filterRows(rows, '')).toEqual([0, 1, 2, 3]);
    expect(filterRows(rows, '   ')).toEqual([0, 1, 2, 3]);
  });
});

describe('sorting', () => {
  it('a click sorts ascending, the next on the same column flips, another column starts over', () => {
    const first = nextSort(null, 2);
    expect(first).toEqual({ column: 2, direction: 'ascending' });
    expect(nextSort(first, 2)).toEqual({ column: 2, direction: 'descending' });
    expect(nextSort(nextSort(first, 2), 2)).toEqual({ column: 2, direction: 'ascending' });
    expect(nextSort(first, 0)).toEqual({ column: 0, direction: 'ascending' });
  });

  it('reads numbers as the cells show them', () => {
    expect(asNumber('$1,200.50')).toBe(1200.5);
    expect(asNumber('-3')).toBe(-3);
    expect(asNumber('12 %')).toBe(12);
    expect(asNumber('1,234,567')).toBe(1234567);
    expect(asNumber('1,2')).toBeNull();
    expect(asNumber('2011/04/25')).toBeNull();
    expect(asNumber('')).toBeNull();
  });

  it('a numeric column sorts by value, empty cells first', () => {
    const column = ['$320,800', '', '$86,000', '$1,200,000', '$433,060'];
    expect(sortRows([0, 1, 2, 3, 4], column, 'ascending')).toEqual([1, 2, 0, 4, 3]);
    expect(sortRows([0, 1, 2, 3, 4], column, 'descending')).toEqual([3, 4, 0, 2, 1]);
  });

  it('a text column sorts naturally and without case; ties keep the server order', () => {
    const column = ['item 10', 'Item 9', 'apple', 'Apple', 'item 9'];
    expect(sortRows([0, 1, 2, 3, 4], column, 'ascending')).toEqual([2, 3, 1, 4, 0]);
    expect(sortRows([0, 1, 2, 3, 4], column, 'descending')).toEqual([0, 1, 4, 2, 3]);
  });

  it('one text cell makes the whole column text; only the given rows are ordered', () => {
    const column = ['10', '9', 'n/a', '100'];
    expect(sortRows([0, 1, 3], column, 'ascending')).toEqual([1, 0, 3]);
    expect(sortRows([0, 3], ['10', '9', '8', '100'], 'ascending')).toEqual([0, 3]);
  });
});

describe('paging', () => {
  it('shows every page up to 7, else the first, the last and a window with gaps', () => {
    expect(pageItems(0, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageItems(0, 10)).toEqual([0, 1, 2, 3, 4, 'gap', 9]);
    expect(pageItems(3, 10)).toEqual([0, 1, 2, 3, 4, 'gap', 9]);
    expect(pageItems(4, 10)).toEqual([0, 'gap', 3, 4, 5, 'gap', 9]);
    expect(pageItems(6, 10)).toEqual([0, 'gap', 5, 6, 7, 8, 9]);
    expect(pageItems(9, 10)).toEqual([0, 'gap', 5, 6, 7, 8, 9]);
    expect(pageItems(0, 0)).toEqual([]);
  });

  it('slices the matching rows, keeping the page in range', () => {
    expect(viewOf(57, 0, 10)).toEqual({ start: 0, end: 10, page: 0, pages: 6 });
    expect(viewOf(57, 5, 10)).toEqual({ start: 50, end: 57, page: 5, pages: 6 });
    expect(viewOf(12, 5, 10)).toEqual({ start: 10, end: 12, page: 1, pages: 2 });
    expect(viewOf(0, 3, 10)).toEqual({ start: 0, end: 0, page: 0, pages: 0 });
    expect(viewOf(57, 3, null)).toEqual({ start: 0, end: 57, page: 0, pages: 1 });
  });

  it("writes DataTables' status line", () => {
    expect(statusText(viewOf(57, 0, 10), 57, 57)).toBe('Showing 1 to 10 of 57 entries');
    expect(statusText(viewOf(12, 1, 10), 12, 57)).toBe('Showing 11 to 12 of 12 entries (filtered from 57 total entries)');
    expect(statusText(viewOf(0, 0, 10), 0, 57)).toBe('Showing 0 to 0 of 0 entries (filtered from 57 total entries)');
    expect(statusText(viewOf(1500, 0, 10), 1500, 1500)).toBe('Showing 1 to 10 of 1,500 entries');
  });
});

describe('CSV', () => {
  it('quotes fields with commas, quotes, line breaks or edge spaces, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Edinburgh, UK')).toBe('"Edinburgh, UK"');
    expect(csvField('the "best"')).toBe('"the ""best"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
  });

  it('joins records with CRLF, the header first as given', () => {
    expect(toCsv([['Name', 'Office'], ['Tiger, Jr.', 'Edinburgh'], ['Cox', '']])).toBe('Name,Office\r\n"Tiger, Jr.",Edinburgh\r\nCox,');
  });

  it('names the file from the local date and the widget id', () => {
    expect(csvFileName(new Date(2024, 2, 7, 23, 59), 'a8b0001')).toBe('advanced-data-table-2024-03-07-a8b0001.csv');
    expect(csvFileName(new Date(2024, 11, 31), 'x/../y z')).toBe('advanced-data-table-2024-12-31-x-y-z.csv');
    expect(csvFileName(new Date(2024, 0, 1), '')).toBe('advanced-data-table-2024-01-01.csv');
  });
});

describe('settings', () => {
  const TABLE = (attrs: string) =>
    `<div class="elementor-widget-container"><table class="ha-advanced-table" ${attrs}><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></div>`;

  it('defaults: everything off, 10 rows a page, "Export Table"', () => {
    expect(parse({})).toEqual({
      value: {
        show_search: false,
        show_pagination: false,
        show_entries: false,
        page_length: 10,
        scroll_x: false,
        export_table: false,
        export_table_text: 'Export Table',
        widget_id: '',
      },
      problems: [],
    });
  });

  it('reads the attributes the add-on prints on the table, and the entries class on the wrapper', () => {
    const element = html(TABLE('data-widget-id="a8b0001" data-search="true" data-paging="true" data-scroll-x="true" data-export-table="true" data-export-table-text="Download CSV" data-page-length="25"'));
    element.classList.add('ha-show-entries-yes');
    const raw = readSettings(element, element.firstElementChild as HTMLElement);
    expect(parse(raw)).toEqual({
      value: {
        show_search: true,
        show_pagination: true,
        show_entries: true,
        page_length: 25,
        scroll_x: true,
        export_table: true,
        export_table_text: 'Download CSV',
        widget_id: 'a8b0001',
      },
      problems: [],
    });
  });

  it('absent attributes are left out, so data-settings can still give them; "false" is off', () => {
    const element = html(TABLE('data-search="false" data-scroll-x=""'));
    expect(readSettings(element, element)).toEqual({ show_search: 'false', scroll_x: 'true' });
  });

  it('bad values give defaults and one problem each', () => {
    const { value, problems } = parse({ show_search: 'sometimes', show_pagination: '1x', page_length: 'lots', export_text: 3 });
    expect(value).toMatchObject({ show_search: false, show_pagination: false, page_length: 10 });
    expect(problems).toEqual([
      'show_search "sometimes" is not valid; using false',
      'show_pagination "1x" is not valid; using false',
      'page_length "lots" is not valid; using 10',
    ]);
  });
});

describe('reading the table', () => {
  it('reads the head texts and each row by column, without the empty rows', () => {
    const table = html(`<table class="ha-advanced-table">
      <thead><tr><th>Name</th><th>Office</th></tr></thead>
      <tbody>
        <tr><td>Tiger <b>Nixon</b></td><td>São Paulo</td></tr>
        <tr><td> </td><td></td></tr>
        <tr><td>Cox</td></tr>
      </tbody></table>`).querySelector('table')!;
    const model = readTable(table)!;
    expect(model.headTexts).toEqual(['Name', 'Office']);
    expect(model.heads.map((h) => h.column)).toEqual([0, 1]);
    expect(model.rows.map((r) => r.cells)).toEqual([['Tiger Nixon', 'São Paulo'], ['Cox', '']]);
    expect(model.rows[0].folded).toBe('tiger nixon sao paulo');
    expect(model.columns).toBe(2);
  });

  it('needs a body', () => {
    expect(readTable(html('<table><thead><tr><th>A</th></tr></thead></table>').querySelector('table')!)).toBeNull();
  });
});
