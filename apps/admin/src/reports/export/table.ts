/**
 * What a report looks like on paper: the one model every export (CSV, XLSX, PDF) is made from, so a
 * report screen describes its table once and every format follows it.
 */
export interface ExportColumn {
  /** The heading, already translated. */
  label: string;
  /** Money columns hold API decimal strings ("1200.50"): right-aligned, and numbers in a spreadsheet. */
  money?: boolean;
}

export interface ExportTable {
  /** The report's name, already translated: the document's heading and the file's name. */
  title: string;
  /** What it covers (a ledger, a period), already translated. */
  subtitle?: string;
  columns: ExportColumn[];
  /** Cells as text; money cells as API decimal strings; null for an empty cell. */
  rows: (string | null)[][];
  /** Total or closing rows, shown in bold after the rows. */
  footer?: (string | null)[][];
}

/** A file name made of the title and subtitle: lowercase words joined by dashes. */
export function exportFileName(table: Pick<ExportTable, 'title' | 'subtitle'>) {
  return [table.title, table.subtitle ?? '']
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
