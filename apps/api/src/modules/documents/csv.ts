/** A CSV cell: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula is defused. */
function cell(value: string | number | boolean) {
  let text = String(value);
  if (typeof value === 'string' && /^[=+@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, lines ended as spreadsheets expect (CRLF). */
export const csvText = (rows: (string | number | boolean)[][]) => `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
