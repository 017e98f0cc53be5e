// CSV as spreadsheets read it (RFC 4180: comma separated, CRLF line ends, fields with a comma,
// quote, line break or edge spaces quoted, quotes doubled). Text that people typed could start
// with a formula character that a spreadsheet would run; neutraliseFormula gives such cells a
// leading apostrophe, the usual neutraliser. Used by the browser's exports and the server's reports.

export type CsvCell = string | number | null | undefined;

/** One field: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: CsvCell): string {
  const text = value == null ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text; every line ends with CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Typed text that a spreadsheet would read as a formula gets a leading apostrophe. */
export function neutraliseFormula(text: string | null | undefined): string {
  if (!text) return '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
