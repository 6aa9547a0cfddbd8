import { type Currency, currencies, defaultCurrency } from '@sahay/contracts';
import { useGetList } from 'react-admin';

const isCurrency = (value: unknown): value is Currency => currencies.includes(value as Currency);

/**
 * What the back office takes from the charity's general settings: its name (the letterhead of printed
 * reports and vouchers) and the currency of its books. Read once and kept; saving the settings form
 * refreshes it (react-admin empties the resource's lists after an update).
 */
export function useGeneralSetting() {
  const { data } = useGetList('general_setting', { pagination: { page: 1, perPage: 1 } }, { staleTime: 10 * 60_000 });
  const record = data?.[0];
  return {
    siteName: typeof record?.site_name === 'string' ? record.site_name : '',
    currency: isCurrency(record?.currency) ? record.currency : defaultCurrency,
  };
}
