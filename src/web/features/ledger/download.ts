// Saves text as a file in the browser: a Blob behind a temporary object URL and a link click.
// The byte-order mark makes spreadsheet programs read the CSV as UTF-8 (names with accents).
export function downloadCsv(text: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the next tick is enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
