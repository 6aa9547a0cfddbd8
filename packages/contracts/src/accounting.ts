import { z } from 'zod';
import { unique, withDefault } from './field-meta.ts';
import { flag, id, isoDate, lines, mediaPath, money, ref, requiredText, text } from './fields.ts';
import { type Action, defineContract } from './resource.ts';

/** The chart of accounts and the books (api-contract.md 3.5, 6.2). */

const everything: readonly Action[] = ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'];

/** Assets, Liabilities, Expenses, Incomes: seeded, listed and searched; never typed in. */
export const primaryGroup = defineContract({
  name: 'primary_group',
  module: 'accounting',
  label: 'Primary group',
  plural: 'primary_groups',
  input: z.object({ name: unique(requiredText(80)) }),
  actions: ['list', 'withoutPagination', 'search', 'delete'],
  title: ['name'],
  search: ['name'],
});

/** A group of ledgers, under another group or under a primary group (exactly one of them). */
export const group = defineContract({
  name: 'group',
  module: 'accounting',
  label: 'Group',
  pluralLabel: 'Chart of accounts',
  plural: 'groups',
  input: z.object({
    name: unique(requiredText(120)),
    head_group: ref('group').optional(),
    head_primarygroup: ref('primary_group').optional(),
    is_primary: withDefault(flag(), false),
    is_default: withDefault(flag(), false),
  }),
  actions: everything,
  title: ['name'],
  columns: ['name', 'head_group', 'head_primarygroup'],
  search: ['name'],
});

/** The groups of the seeded chart that hold the charity's money itself: its cash, then its bank accounts. */
export const cashAndBankGroups = ['Cash-in-Hand', 'Bank Accounts'] as const;

/** A ledger: the account postings go to (Cash, Bank, a member, a cause). */
export const ledgerAccount = defineContract({
  name: 'ledger_account',
  module: 'accounting',
  label: 'Ledger account',
  plural: 'ledger_accounts',
  input: z.object({
    name: unique(requiredText(120)),
    /** An optional short code the accountant gives a ledger (`1010`), shown before its name in pickers. */
    code: unique(text(20)).optional(),
    ledger_type: text(40).optional(),
    reference_id: id().optional(),
    head_group: ref('group').optional(),
    head_primarygroup: ref('primary_group').optional(),
    is_default: withDefault(flag(), false),
  }),
  actions: everything,
  title: ['name'],
  columns: ['code', 'name', 'head_group', 'ledger_type'],
  search: ['name', 'code'],
});

export const subLedgerAccount = defineContract({
  name: 'sub_ledger_account',
  module: 'accounting',
  label: 'Sub-ledger account',
  pluralLabel: 'Sub-ledger accounts',
  plural: 'sub_ledgers',
  input: z.object({ name: unique(requiredText(120)) }),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

/** The seven kinds of voucher: their names, list key, date field, invoice prefix and the log type their lines post. */
export const voucherKinds = {
  payment_voucher: {
    label: 'Payment voucher',
    pluralLabel: 'Payment vouchers',
    plural: 'payment_vouchers',
    date: 'payment_date',
    prefix: 'PV',
    refInvoice: true,
  },
  receipt_voucher: {
    label: 'Receipt voucher',
    pluralLabel: 'Receipt vouchers',
    plural: 'receipt_vouchers',
    date: 'receipt_date',
    prefix: 'RV',
    refInvoice: true,
  },
  sales: { label: 'Sales voucher', pluralLabel: 'Sales vouchers', plural: 'sales', date: 'sales_date', prefix: 'SA', refInvoice: false },
  purchase: {
    label: 'Purchase voucher',
    pluralLabel: 'Purchase vouchers',
    plural: 'purchases',
    date: 'purchase_date',
    prefix: 'PU',
    refInvoice: false,
  },
  contra: {
    label: 'Contra voucher',
    pluralLabel: 'Contra vouchers',
    plural: 'contras',
    date: 'contra_date',
    prefix: 'CO',
    refInvoice: false,
  },
  journal: {
    label: 'Journal voucher',
    pluralLabel: 'Journal vouchers',
    plural: 'journals',
    date: 'journal_date',
    prefix: 'JO',
    refInvoice: false,
  },
  idjournal: {
    label: 'ID journal voucher',
    pluralLabel: 'ID journal vouchers',
    plural: 'idjournals',
    date: 'journal_date',
    prefix: 'JOURNAL',
    refInvoice: false,
  },
} as const;
export type VoucherKind = keyof typeof voucherKinds;

/** One line of a voucher: a ledger debited or credited (one of them, never negative). */
export const voucherLine = {
  ledger: ref('ledger_account'),
  sub_ledger: ref('sub_ledger_account').optional(),
  debit_amount: withDefault(money(), '0'),
  credit_amount: withDefault(money(), '0'),
  details: text(500).optional(),
};

/**
 * A kind of voucher. `lineFields` are the fields its lines add to `voucherLine` (only the payment
 * voucher's lines name a cause: the restricted fund the money was spent from).
 */
function voucher<K extends VoucherKind>(kind: K, lineFields: Record<string, z.ZodType> = {}) {
  const spec = voucherKinds[kind];
  return defineContract({
    name: kind,
    module: 'accounting',
    label: spec.label,
    pluralLabel: spec.pluralLabel,
    plural: spec.plural,
    input: z.object({
      [spec.date]: isoDate(),
      branch: ref('branch').optional(),
      sub_ledger: ref('sub_ledger_account').optional(),
      details: text(1000).optional(),
      file: mediaPath().optional(),
      ref_invoice_no: text(40).optional(),
      items: lines({ ...voucherLine, ...lineFields }),
    }) as z.ZodObject<Record<string, z.ZodType>>,
    actions: ['list', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
    title: ['invoice_no'],
    columns: [spec.date, 'details'],
    // The contract's update carries the invoice number in the body, not in the path.
    paths: { update: 'update' },
    search: ['invoice_no'],
    dateRange: spec.date,
    order: { field: 'id', direction: 'desc' },
  });
}

/** A payment line may name the cause (a restricted fund) its debit was spent on. */
export const paymentVoucherLine = { cause: ref('cause').optional() };
export const paymentVoucher = voucher('payment_voucher', paymentVoucherLine);
export const receiptVoucher = voucher('receipt_voucher');
export const salesVoucher = voucher('sales');
export const purchaseVoucher = voucher('purchase');
export const contraVoucher = voucher('contra');
export const journalVoucher = voucher('journal');
export const idJournalVoucher = voucher('idjournal');

export const voucherContracts = [
  paymentVoucher,
  receiptVoucher,
  salesVoucher,
  purchaseVoucher,
  contraVoucher,
  journalVoucher,
  idJournalVoucher,
];

/** What the books hold: one row per voucher line, written only by posting a voucher. */
export const accountLog = defineContract({
  name: 'account_log',
  module: 'accounting',
  label: 'Account log entry',
  plural: 'account_logs',
  // The contract's quirk: its search answers under this key.
  plurals: { search: 'payment_methods' },
  input: z.object({
    ledger: ref('ledger_account'),
    sub_ledger: ref('sub_ledger_account').optional(),
    branch: ref('branch').optional(),
    reference_no: requiredText(40),
    log_type: requiredText(40),
    debit_amount: withDefault(money(), '0'),
    credit_amount: withDefault(money(), '0'),
    log_date: isoDate(),
    details: text(1000).optional(),
  }),
  actions: ['list', 'get', 'search'],
  title: ['reference_no'],
  columns: ['log_date', 'reference_no', 'ledger', 'debit_amount', 'credit_amount', 'details'],
  search: ['reference_no', 'log_type'],
  dateRange: 'log_date',
  order: { field: 'id', direction: 'desc' },
});

export const accountingContracts = [primaryGroup, group, ledgerAccount, subLedgerAccount, ...voucherContracts, accountLog];
