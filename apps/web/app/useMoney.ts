import { currencySigns, defaultCurrency } from '@sahay/contracts';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root.tsx';
import { formatMoney } from './template/money.ts';

/**
 * Amounts as the site writes them: in the currency the charity keeps its books in (general settings; taka
 * unless they say otherwise), so a pledge typed on the Donate page is the amount its receipt names.
 */
export function useMoney() {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const sign = currencySigns[data?.settings?.currency ?? defaultCurrency];
  const money = (amount: string) => {
    const text = formatMoney(amount);
    return text.startsWith('-') ? `-${sign}${text.slice(1)}` : `${sign}${text}`;
  };
  return { money, sign };
}
