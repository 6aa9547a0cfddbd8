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

/** The exact sum of amounts (text that is not an amount counts as zero). */
export function sumPaisa(values: Iterable<string | number | bigint | null | undefined>): bigint {
  let total = 0n;
  for (const value of values) total += paisaOf(value) ?? 0n;
  return total;
}
