/** Dates as the API writes them (`YYYY-MM-DD`), in the browser's own calendar. */
export function isoDay(date: Date) {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The default period of the reports: the last twelve months, up to today. */
export function lastTwelveMonths(today = new Date()) {
  const start = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
  return { from: isoDay(start), to: isoDay(today) };
}

const isoPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (`?from=&to=`), else the last twelve months. */
export function periodOf(search: URLSearchParams) {
  const fallback = lastTwelveMonths();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return { from: isoPattern.test(from) ? from : fallback.from, to: isoPattern.test(to) ? to : fallback.to };
}

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: unknown) {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, the first row being the header. */
export function toCsv(rows: unknown[][]) {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}
