import * as contracts from '@sahay/contracts';
import { type VoucherKind, voucherKinds } from '@sahay/contracts';
import { HttpError } from '../../lib/http-error.ts';
import { defineResource, type ResourceDefinition, type Row, type WriteContext } from '../../resource/define-resource.ts';
import * as tables from './accounting.tables.ts';
import { voucherPosting } from './posting.ts';
import { reversalGuards } from './reversal.ts';
import { summariseVouchers, voucherSummaryFields } from './voucher-summaries.ts';
import { voucherTables } from './voucher-tables.ts';

/** A voucher: a document numbered by its kind's prefix, whose lines post to the account log. */
function voucherResource(contract: (typeof contracts.voucherContracts)[number]): ResourceDefinition {
  const kind = contract.name as VoucherKind;
  const { header, lines } = voucherTables[kind];
  const reversal = reversalGuards(kind);
  return defineResource({
    contract,
    table: header,
    lines: { field: 'items', table: lines, parent: lines.document },
    number: { field: 'invoice_no', prefix: voucherKinds[kind].prefix },
    posting: voucherPosting(kind),
    // Lists show what each voucher moved: its amount and the ledgers it debits and credits.
    output: voucherSummaryFields,
    hooks: {
      expand: summariseVouchers(lines),
      prepare(input: Row, { mode, before }: WriteContext) {
        if (mode === 'update' && before) reversal.refuseChange(before);
        return input;
      },
      beforeDelete: reversal.beforeDelete,
    },
    deleteGuard: reversal.deleteGuard,
    // Creating and updating answer the contract's voucher rows: served by voucher.routes.ts.
    ownRoutes: ['create', 'update'],
  });
}

export const voucherResources = contracts.voucherContracts.map(voucherResource);

/** A group or a ledger sits under a head group or a head primary group: exactly one of them. */
const oneHead = {
  prepare(input: Row, { before }: WriteContext) {
    const head = (field: string) => (field in input ? input[field] : before?.[field]) ?? null;
    const heads = [head('head_group'), head('head_primarygroup')].filter((h) => h !== null);
    if (heads.length !== 1) throw new HttpError(400, { head_group: ['Choose a head group or a head primary group: exactly one of them.'] });
    return input;
  },
};

/** A ledger: under one head, like a group; a blank code is no code (codes are unique only when given). */
const ledgerHooks = {
  prepare(input: Row, context: WriteContext) {
    const prepared = oneHead.prepare(input, context);
    return prepared.code === '' ? { ...prepared, code: null } : prepared;
  },
};

export const accountingResources = [
  defineResource({ contract: contracts.primaryGroup, table: tables.primaryGroups }),
  defineResource({ contract: contracts.group, table: tables.groups, hooks: oneHead }),
  defineResource({ contract: contracts.ledgerAccount, table: tables.ledgerAccounts, hooks: ledgerHooks }),
  defineResource({ contract: contracts.subLedgerAccount, table: tables.subLedgerAccounts }),
  ...voucherResources,
  defineResource({ contract: contracts.accountLog, table: tables.accountLogs }),
];
