/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled, CRLF
 * between records. A text cell starting with =, +, -, @, tab or CR gets a leading apostrophe, so
 * a spreadsheet opening the file shows it as text instead of running it as a formula (OWASP
 * "CSV injection"). null is an empty cell.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(cell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

function cell(value: string | null): string {
  if (value === null) return "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
