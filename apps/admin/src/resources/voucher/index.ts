import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { voucherContracts } from '@sahay/contracts';
import type { ResourceDeclaration } from '../declaration.ts';

/** A voucher is a document: its entry form (the lines' grid) is its own, none is generated. */
const voucher = { icon: ReceiptLong, views: { create: true, edit: true } } satisfies ResourceDeclaration;

export const vouchers: Record<string, ResourceDeclaration> = Object.fromEntries(voucherContracts.map((c) => [c.name, voucher]));
