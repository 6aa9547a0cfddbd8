import { createHash } from 'node:crypto';
import {
  fitsMoneyColumn,
  fromPaisa,
  type StatementDateFormat,
  type StatementMapping,
  statementDelimiters,
  toPaisa,
} from '@sahay/contracts';
import { parse } from 'csv-parse/sync';
import { HttpError } from '../../lib/http-error.ts';

/** A statement line as read from the bank's file: amounts in paisa, money in positive. */
export interface ParsedLine {
  lineNo: number;
  txnDate: string;
  description: string;
  reference: string | null;
  amount: bigint;
  balance: bigint;
  key: string;
}

/** The rows of a CSV file, its heading row first; quoted fields, a byte-order mark and blank lines are handled. */
export function csvRows(content: string, delimiter: string): string[][] {
  try {
    return parse(content, { delimiter, bom: true, trim: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    throw new HttpError(400, { content: [`The file is not a readable CSV: ${(error as Error).message}`] });
  }
}

/** The delimiter a file's first line uses most: comma, semicolon or tab. */
export function guessDelimiter(content: string) {
  const first = content.split(/\r?\n/, 1)[0] ?? '';
  const counts = statementDelimiters.map((d) => [d, first.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const headingWords: Record<keyof StatementMapping, RegExp | null> = {
  date: /date/i,
  description: /descr|narrat|particular|details|memo/i,
  amount: /^amount$/i,
  debit: /debit|withdraw|paid out|money out/i,
  credit: /credit|deposit|paid in|money in/i,
  balance: /balance/i,
  reference: /ref|cheque|check/i,
  date_format: null,
  delimiter: null,
};

/** A mapping guessed from a file's headings, for a ledger that has none remembered yet. */
export function guessMapping(columns: string[], content: string, delimiter: string): Record<string, string> {
  const guessed: Record<string, string> = { delimiter };
  for (const [key, words] of Object.entries(headingWords)) {
    const heading = words && columns.find((c) => words.test(c));
    if (heading) guessed[key] = heading;
  }
  if (guessed.amount) {
    delete guessed.debit;
    delete guessed.credit;
  }
  const dateIndex = columns.indexOf(guessed.date ?? '');
  const sample = dateIndex >= 0 ? csvRows(content, delimiter)[1]?.[dateIndex] : undefined;
  if (sample && /^\d{4}-\d{2}-\d{2}$/.test(sample)) guessed.date_format = 'YYYY-MM-DD';
  else if (sample && /^\d{2}\/\d{2}\/\d{4}$/.test(sample)) guessed.date_format = 'DD/MM/YYYY';
  else if (sample && /^\d{2}-\d{2}-\d{4}$/.test(sample)) guessed.date_format = 'DD-MM-YYYY';
  else if (sample && /^\d{2}\.\d{2}\.\d{4}$/.test(sample)) guessed.date_format = 'DD.MM.YYYY';
  return guessed;
}

const datePatterns: Record<StatementDateFormat, { pattern: RegExp; order: ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd'] }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: ['y', 'm', 'd'] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['d', 'm', 'y'] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['m', 'd', 'y'] },
  'DD-MM-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: ['d', 'm', 'y'] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: ['d', 'm', 'y'] },
};

/** A date written in the bank's format, as YYYY-MM-DD; undefined when it is not one or not a real day. */
export function readDate(text: string, format: StatementDateFormat) {
  const { pattern, order } = datePatterns[format];
  const match = pattern.exec(text);
  if (!match) return undefined;
  const parts = Object.fromEntries(order.map((part, i) => [part, Number(match[i + 1])])) as Record<'y' | 'm' | 'd', number>;
  const day = new Date(Date.UTC(parts.y, parts.m - 1, parts.d));
  if (day.getUTCFullYear() !== parts.y || day.getUTCMonth() !== parts.m - 1 || day.getUTCDate() !== parts.d) return undefined;
  return day.toISOString().slice(0, 10);
}

/**
 * An amount as banks print it, in paisa: thousands separators, a currency sign or code, a minus sign or
 * brackets for a negative, `CR`/`DR` after it; empty is zero. Undefined when it is not an amount.
 */
export function readAmount(text: string): bigint | undefined {
  let t = text.replace(/[\s,]/g, '').replace(/^(BDT|Tk\.?|৳|\$|€|£|₹)/i, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (/DR$/i.test(t)) {
    negative = !negative;
    t = t.slice(0, -2);
  } else if (/CR$/i.test(t)) t = t.slice(0, -2);
  if (t === '' || t === '-') return 0n;
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return undefined;
  const paisa = toPaisa(t);
  return negative ? -paisa : paisa;
}

/** The key that tells a line apart from every other line of the ledger: the same line imported twice has the same key. */
const keyOf = (line: Omit<ParsedLine, 'key' | 'lineNo'>) =>
  createHash('sha256')
    .update([line.txnDate, fromPaisa(line.amount), fromPaisa(line.balance), line.description.toLowerCase()].join('\u0000'))
    .digest('hex');

/** The hash of a whole file: the same file imported twice is refused before its lines are read. */
export const fileHash = (content: string) => createHash('sha256').update(content.replace(/\r\n/g, '\n').trim()).digest('hex');

/**
 * Reads a statement's lines through its mapping, oldest first. Every line is checked: a date in the format,
 * amounts that are amounts, and a running balance that follows from the line before (a mapping with the
 * debit and credit columns swapped fails here, not in the books). Errors name the file's line.
 */
export function readStatement(content: string, mapping: StatementMapping): ParsedLine[] {
  const [headings, ...rows] = csvRows(content, mapping.delimiter);
  if (!headings || rows.length === 0) throw new HttpError(400, { content: ['The file has a heading row but no lines.'] });
  const columnOf = (key: keyof StatementMapping) => {
    const heading = mapping[key];
    if (!heading) return -1;
    const index = headings.indexOf(heading);
    if (index < 0) throw new HttpError(400, { [`mapping.${key}`]: [`The file has no column headed “${heading}”.`] });
    return index;
  };
  const at = {
    date: columnOf('date'),
    description: columnOf('description'),
    amount: columnOf('amount'),
    debit: columnOf('debit'),
    credit: columnOf('credit'),
    balance: columnOf('balance'),
    reference: columnOf('reference'),
  };
  const problems: string[] = [];
  const lines: ParsedLine[] = [];
  for (const [i, row] of rows.entries()) {
    const fileLine = i + 2;
    const cell = (index: number) => (index < 0 ? '' : (row[index] ?? ''));
    const txnDate = readDate(cell(at.date), mapping.date_format);
    const amount =
      at.amount >= 0
        ? readAmount(cell(at.amount))
        : (() => {
            const credit = readAmount(cell(at.credit));
            const debit = readAmount(cell(at.debit));
            return credit === undefined || debit === undefined ? undefined : credit - (debit < 0n ? -debit : debit);
          })();
    const balance = readAmount(cell(at.balance));
    if (!txnDate) problems.push(`Line ${fileLine}: “${cell(at.date)}” is not a date written ${mapping.date_format}.`);
    if (amount === undefined) problems.push(`Line ${fileLine}: the amount is not a number.`);
    if (balance === undefined) problems.push(`Line ${fileLine}: the balance “${cell(at.balance)}” is not a number.`);
    if (amount !== undefined && !fitsMoneyColumn(amount)) problems.push(`Line ${fileLine}: the amount is too large.`);
    if (balance !== undefined && !fitsMoneyColumn(balance)) problems.push(`Line ${fileLine}: the balance is too large.`);
    if (problems.length >= 10) break;
    if (!txnDate || amount === undefined || balance === undefined) continue;
    const description = cell(at.description).slice(0, 1000);
    const reference = cell(at.reference).slice(0, 120) || null;
    const line = { txnDate, description, reference, amount, balance };
    lines.push({ ...line, lineNo: fileLine, key: keyOf(line) });
  }
  if (problems.length) throw new HttpError(400, { content: problems });
  // Banks print newest first as often as oldest first: a statement is kept oldest first.
  if (lines.length > 1 && lines[0].txnDate > lines[lines.length - 1].txnDate) lines.reverse();
  for (let i = 1; i < lines.length; i++) {
    const expected = lines[i - 1].balance + lines[i].amount;
    if (expected !== lines[i].balance)
      problems.push(
        `Line ${lines[i].lineNo}: the balance ${fromPaisa(lines[i].balance)} does not follow from the line before (${fromPaisa(lines[i - 1].balance)} and ${fromPaisa(lines[i].amount)} make ${fromPaisa(expected)}). Check the amount, debit and credit columns.`,
      );
    if (problems.length >= 10) break;
  }
  if (problems.length) throw new HttpError(400, { content: problems });
  const keys = new Set<string>();
  for (const line of lines) {
    if (keys.has(line.key)) throw new HttpError(400, { content: [`Line ${line.lineNo} repeats an earlier line of the file.`] });
    keys.add(line.key);
  }
  return lines;
}
