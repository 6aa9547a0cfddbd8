import { voucherContracts } from '@sahay/contracts';
import type { ResourceViews } from '../../generic/views.tsx';
import { voucherViews } from './VoucherViews.tsx';

/** The seven kinds of voucher share one entry form, one detail page and one list with a "Find voucher" box. */
export const vouchers: Record<string, Partial<ResourceViews>> = Object.fromEntries(voucherContracts.map((c) => [c.name, voucherViews(c)]));
