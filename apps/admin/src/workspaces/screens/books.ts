import { workspaceScreens } from '../../generic/views.tsx';
import bankStatement from '../../resources/bank-statement/screens.tsx';
import group from '../../resources/group/screens.tsx';
import ledgerAccount from '../../resources/ledger-account/screens.tsx';
import { vouchers } from '../../resources/voucher/screens.ts';

/** The Books' screens (the reports are fetched each on its own): fetched together when the first of them opens. */
export default workspaceScreens({ group, ledger_account: ledgerAccount, bank_statement: bankStatement, ...vouchers });
