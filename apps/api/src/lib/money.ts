/**
 * Amounts of money as exact integers of paisa (hundredths), never JavaScript floats: `"1200.5"` is
 * 120050n. The API and the database speak decimal strings (`numeric(14,2)`); sums are made here in BigInt.
 */
export function toPaisa(amount: string | number | null | undefined): bigint {
  if (amount === null || amount === undefined || amount === '') return 0n;
  const text = String(amount).trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount of money: ${text}`);
  const paisa = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -paisa : paisa;
}

/** Paisa as the API writes amounts: `120050n` is `"1200.50"`. */
export function fromPaisa(paisa: bigint): string {
  const sign = paisa < 0n ? '-' : '';
  const abs = paisa < 0n ? -paisa : paisa;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export const sumPaisa = (amounts: (string | number | null | undefined)[]) => amounts.reduce<bigint>((sum, a) => sum + toPaisa(a), 0n);
