import { useLocaleState } from 'react-admin';
import { formatMoney, localDigits } from './money.ts';

/** The money formatter for the language chosen in the back office (Bengali digits in Bengali). */
export function useMoney() {
  const [locale] = useLocaleState();
  return (value: string | number | bigint | null | undefined, options?: { currency?: boolean }) => formatMoney(value, locale, options);
}

/** Dates and numbers other than money, in Bengali digits when Bengali is chosen. */
export function useDigits() {
  const [locale] = useLocaleState();
  return (text: string) => localDigits(text, locale);
}
