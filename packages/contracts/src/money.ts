/**
 * Amounts of money as exact integers of paisa (hundredths), never JavaScript floats: `"1200.5"` is
 * 120050n. The API and the database speak decimal strings (`numeric(14,2)`); sums are made in BigInt.
 */
/** The currencies a charity may keep its books in (ISO 4217 codes); taka unless general settings say otherwise. */
export const currencies = ['BDT', 'INR', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = 'BDT';
/** The sign written before an amount in each currency the books may be kept in. */
export const currencySigns: Record<Currency, string> = { BDT: '৳', INR: '₹', USD: '$', EUR: '€', GBP: '£' };

const amount = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** An amount in paisa; empty is zero; text that is not an amount is `undefined`. */
export function paisaOf(value: string | number | bigint | null | undefined): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (value === null || value === undefined) return 0n;
  // A number is read through its decimal text, never summed as a float.
  const text = (typeof value === 'number' ? value.toFixed(2) : value).trim().replace(/,/g, '');
  if (text === '') return 0n;
  const match = amount.exec(text);
  if (!match) return undefined;
  const paisa = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -paisa : paisa;
}

/** An amount in paisa, or an error for text that is not one (for amounts already validated). */
export function toPaisa(value: string | number | bigint | null | undefined): bigint {
  const paisa = paisaOf(value);
  if (paisa === undefined) throw new Error(`Not an amount of money: ${value}`);
  return paisa;
}

/** Paisa as the API writes amounts: `120050n` is `"1200.50"`. */
export function fromPaisa(paisa: bigint): string {
  const negative = paisa < 0n;
  const abs = negative ? -paisa : paisa;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * The largest amount one money column holds (`numeric(14,2)`: twelve digits before the point, two after),
 * in paisa and as the API writes it. Every amount typed, and every total the server stores from lines, is
 * refused above it; sums of many amounts are made in unbounded types (BigInt here, `numeric` in SQL).
 */
export const maxAmountPaisa = 99_999_999_999_999n;
export const maxAmount = '999999999999.99';

/** The sentence that refuses a typed amount above the maximum. */
export const amountTooLargeMessage = `Enter an amount of at most ${maxAmount}.`;

/** Whether paisa fit a money column (either sign). */
export const fitsMoneyColumn = (paisa: bigint) => paisa <= maxAmountPaisa && paisa >= -maxAmountPaisa;

/**
 * Whether an amount's text is at most the maximum (text that is not an amount is left to the format's
 * own message). Its digits are counted before any BigInt is made, so a very long text costs nothing.
 */
export function isWithinMaximum(text: string): boolean {
  const match = amount.exec(text.trim().replace(/,/g, ''));
  if (!match) return true;
  if (match[2].replace(/^0+/, '').length > String(maxAmountPaisa / 100n).length) return false;
  return fitsMoneyColumn(toPaisa(text));
}

/** The sentence that refuses a total worked out from lines (`what`: "The order's total") above the maximum. */
export const totalTooLargeMessage = (what: string, paisa: bigint) =>
  `${what} would be ${fromPaisa(paisa)}, above ${maxAmount}, the largest amount the books can hold: split it into smaller ones.`;

/** The exact sum of amounts (text that is not an amount counts as zero). */
export function sumPaisa(values: Iterable<string | number | bigint | null | undefined>): bigint {
  let total = 0n;
  for (const value of values) total += paisaOf(value) ?? 0n;
  return total;
}
