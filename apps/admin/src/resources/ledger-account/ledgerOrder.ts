import { cashAndBankGroups } from '@sahay/contracts';

/** A ledger as a picker offers it: its name, optional code and the group it sits in. */
export interface LedgerChoice {
  id: number;
  name: string;
  code?: string | null;
  head_group?: number | null;
}

/** How a ledger is named in a picker: its code before its name when it has one (`1010 · Cash`). */
export const ledgerTitle = (ledger: LedgerChoice) => (ledger.code ? `${ledger.code} · ${ledger.name}` : ledger.name);

/** The group a ledger is listed under in a picker; `other` for one without a group of its own. */
export const groupOf = (ledger: LedgerChoice, groupNames: ReadonlyMap<number, string>, other: string) =>
  (ledger.head_group != null ? groupNames.get(ledger.head_group) : undefined) ?? other;

/**
 * Ledgers in the order a picker lists them: by group (a picker groups options that follow each other), Cash and
 * Bank's groups first when `cashAndBankFirst` (the lines of payments and receipts mostly name them), then the
 * groups by name; within a group, coded ledgers by code, then by name.
 */
export function orderLedgers<L extends LedgerChoice>(
  ledgers: readonly L[],
  groupNames: ReadonlyMap<number, string>,
  options: { cashAndBankFirst: boolean; other: string },
): L[] {
  const rank = (group: string) => {
    const first = options.cashAndBankFirst ? (cashAndBankGroups as readonly string[]).indexOf(group) : -1;
    return first >= 0 ? first : cashAndBankGroups.length;
  };
  const keyed = ledgers.map((ledger) => ({ ledger, group: groupOf(ledger, groupNames, options.other) }));
  keyed.sort(
    (a, b) =>
      rank(a.group) - rank(b.group) ||
      a.group.localeCompare(b.group) ||
      (a.ledger.code ? 0 : 1) - (b.ledger.code ? 0 : 1) ||
      (a.ledger.code ?? '').localeCompare(b.ledger.code ?? '', undefined, { numeric: true }) ||
      a.ledger.name.localeCompare(b.ledger.name),
  );
  return keyed.map((k) => k.ledger);
}
