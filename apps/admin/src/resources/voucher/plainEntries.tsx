import Payments from '@mui/icons-material/Payments';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { lazyScreen } from '../../lazyScreen.tsx';

const form = () => import('./PlainEntry.tsx');
const RecordExpense = lazyScreen(form, (m) => m.RecordExpense);
const RecordReceipt = lazyScreen(form, (m) => m.RecordReceipt);

/** The plain ways into the books: pages of their own in the Books workspace, for roles that may create the voucher. */
export const plainEntryPages = [
  {
    path: 'books/record-expense',
    label: 'sahay.entries.expense.menu',
    permission: 'payment_voucher.create',
    icon: Payments,
    Page: RecordExpense,
  },
  {
    path: 'books/record-receipt',
    label: 'sahay.entries.receipt.menu',
    permission: 'receipt_voucher.create',
    icon: SavingsOutlined,
    Page: RecordReceipt,
  },
];
