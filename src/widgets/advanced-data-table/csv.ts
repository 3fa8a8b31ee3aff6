// The CSV export. The add-on joined cell texts with bare commas (a comma or a line break in a cell
// broke the file) and named the file `advanced-data-table-"{locale date time}"~{id}.csv`, quotes
// included. Here: RFC 4180 quoting, and `advanced-data-table-{YYYY-MM-DD}-{widget id}.csv`.

/** One field, quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records joined with CRLF, as RFC 4180 asks. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** The file name from the visitor's local date and the widget id (kept to letters, digits, - and _). */
export function csvFileName(date: Date, widgetId: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const id = widgetId.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '');
  return `advanced-data-table-${day}${id ? `-${id}` : ''}.csv`;
}
