import { type Currency, currencySigns, defaultCurrency, fromPaisa, maxAmount, maxAmountPaisa, paisaOf, toPaisa } from '@sahay/contracts';

/**
 * Money as the API writes it: decimal strings ("1200.50", "-75.00"). Sums are made in integer paisa
 * with BigInt (the contracts' money functions), never with JavaScript floats, and shown in taka with
 * thousands grouping.
 */

export { currencySigns, fromPaisa, paisaOf, sumPaisa } from '@sahay/contracts';

/** What a person may type as an amount: the contract's own rule (up to 12 digits, up to 2 decimals). */
export const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;

const bengaliDigits = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/**
 * An amount as people write it: plain (`50000`) or with thousands separators, grouped as in the West
 * (`1,234,567`) or as Bengalis group (`12,34,567`): the last group three digits, those before it two or three.
 */
const writtenAmount = /^(\d+|\d{1,3}(,\d{2,3})*,\d{3})(\.\d{1,2})?$/;

/**
 * What a person typed as an amount, as the plain decimal string the API takes: Bengali digits read as Western
 * ones, thousands separators dropped (`৫০,০০০` and `50,000` are `50000`, `১,২৩,৪৫৬.৫০` is `123456.50`).
 * `undefined` for text that is not an amount (letters, three decimals, stray separators). The text is only
 * rewritten, never read through a float; an amount above the maximum is still given, for its check to refuse.
 */
export function parseAmount(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = westernDigits(String(value).trim());
  return writtenAmount.test(text) ? text.replace(/,/g, '') : undefined;
}

/** What a person typed as an amount, in exact paisa; `undefined` while it is not one (empty, letters, three decimals). */
export function typedPaisa(value: unknown): bigint | undefined {
  const amount = parseAmount(value);
  return amount !== undefined && amountPattern.test(amount) ? toPaisa(amount) : undefined;
}

/**
 * What a money input keeps of what is typed: the plain decimal string of an amount (what the API takes), the
 * text as typed while it is not one (for the check to refuse), `null` for an empty input.
 */
export const amountInputValue = (text: unknown) =>
  text === '' || text === null || text === undefined ? null : (parseAmount(text) ?? String(text));

/**
 * The form check of a typed amount: `message` (a message key) for text that is not an amount. An empty entry
 * passes where it counts as zero (`blank: 'zero'`) and is refused where an amount is needed (`'refused'`).
 */
export const typedAmountCheck = (message: string, blank: 'zero' | 'refused') => (value: unknown) => {
  const text = String(value ?? '').trim();
  if (value === undefined || value === null || (blank === 'zero' && text === '')) return undefined;
  const amount = parseAmount(text);
  if (amount !== undefined && amountPattern.test(amount)) return undefined;
  // An amount, only larger than the books hold: say the largest, as the API does.
  if (amount !== undefined && (paisaOf(amount) ?? 0n) > maxAmountPaisa)
    return { message: 'sahay.amount_above_maximum', args: { maximum: maxAmount } };
  return message;
};

/** Bengali digits as Western ones, for reading what a person typed. */
export const westernDigits = (text: string) => text.replace(/[০-৯]/g, (d) => String(bengaliDigits.indexOf(d)));

/** Western digits as Bengali ones when the Bengali language is chosen. */
export function localDigits(text: string, language: string) {
  return language === 'bn' ? text.replace(/\d/g, (d) => bengaliDigits[Number(d)]) : text;
}

/** A count or a quantity (not money): thousands grouped, Bengali digits in Bengali; anything else as it is. */
export function formatNumber(value: unknown, language = 'en') {
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return localDigits(fraction === undefined ? grouped : `${grouped}.${fraction}`, language);
}

/** How an amount is written: in which currency (taka unless said), or `currency: false` for no sign at all. */
export interface MoneyOptions {
  currency?: Currency | false;
}

/**
 * An amount in the books' currency (taka unless said): `৳1,050.00`, a minus sign before a negative one,
 * Bengali digits in Bengali (`৳১,০৫০.০০`). `currency: false` leaves out the sign (for columns headed by it).
 */
export function formatMoney(value: string | number | bigint | null | undefined, language = 'en', options: MoneyOptions = {}) {
  const paisa = paisaOf(value);
  if (paisa === undefined) return String(value);
  const text = fromPaisa(paisa);
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = options.currency === false ? '' : currencySigns[options.currency ?? defaultCurrency];
  const shown = `${negative ? '-' : ''}${sign}${grouped}.${fraction}`;
  return localDigits(shown, language);
}
