import { useLocaleState } from 'react-admin';
import { formatMoney, localDigits, type MoneyOptions } from './money.ts';
import { useGeneralSetting } from './useGeneralSetting.ts';

/**
 * The money formatter of the back office: the charity's currency (from general settings) and the language
 * chosen (Bengali digits in Bengali).
 */
export function useMoney() {
  const [locale] = useLocaleState();
  const { currency } = useGeneralSetting();
  return (value: string | number | bigint | null | undefined, options?: { currency?: false }) =>
    formatMoney(value, locale, { currency, ...options } satisfies MoneyOptions);
}

/** Dates and numbers other than money, in Bengali digits when Bengali is chosen. */
export function useDigits() {
  const [locale] = useLocaleState();
  return (text: string) => localDigits(text, locale);
}
