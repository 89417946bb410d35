// CSV downloads of the portal (the subscribers, the Owner's numbers): cells quoted, lines ended
// with CRLF as spreadsheets expect. Client-safe.

/** A CSV cell: quoted, and never starting with a character a spreadsheet runs as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The header line as given, then each row's cells quoted; the text ends with a line break. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header.join(","), ...rows.map((row) => row.map(csvCell).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
