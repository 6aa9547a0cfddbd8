import { useTranslate } from 'react-admin';
import { paisaOf } from '../money.ts';
import { useMoney } from '../useMoney.ts';

/** A balance as accountants write it: the amount, then Dr (debits more) or Cr (credits more). */
export function useBalance() {
  const money = useMoney();
  const translate = useTranslate();
  return (value: string) => {
    const paisa = paisaOf(value) ?? 0n;
    if (paisa === 0n) return money(0n);
    return `${money(paisa < 0n ? -paisa : paisa)} ${translate(paisa < 0n ? 'sahay.reports.cr' : 'sahay.reports.dr')}`;
  };
}
