import { voucherContracts } from '@sahay/contracts';
import type { ResourceScreens } from '../declaration.ts';
import { voucherScreens } from './VoucherViews.tsx';

/** The seven kinds of voucher share one entry form, one detail page and one list with a "Find voucher" box. */
export const vouchers: Record<string, ResourceScreens> = Object.fromEntries(voucherContracts.map((c) => [c.name, voucherScreens(c)]));
