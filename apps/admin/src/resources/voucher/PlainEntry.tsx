import { Alert, Checkbox, FormControlLabel } from '@mui/material';
import { accountingEndpoints, type PlainEntryInput, toPaisa } from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  AutocompleteInput,
  DateInput,
  HttpError,
  ReferenceInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useCreatePath,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { client } from '../../client.ts';
import { MoneyInput } from '../../inputs/MoneyInput.tsx';
import { typedAmountCheck, typedPaisa } from '../../money.ts';
import { useMoney } from '../../useMoney.ts';
import { localIsoDate } from '../donation/donations.ts';
import { LedgerPicker } from '../ledger-account/LedgerPicker.tsx';

/** The two plain entries: an expense paid out of Cash or a bank, money received into one. */
const entries = {
  expense: { endpoint: accountingEndpoints.recordExpense, voucher: 'payment_voucher', messages: 'sahay.entries.expense' },
  receipt: { endpoint: accountingEndpoints.recordReceipt, voucher: 'receipt_voucher', messages: 'sahay.entries.receipt' },
} as const;
type Entry = keyof typeof entries;

const byName = (q: string) => ({ q });
const amountCheck = typedAmountCheck('sahay.vouchers.amount_format', 'refused');

/** What Cash or the bank holds on the entry's date (debits less credits), in paisa; null while unknown. */
function useHeld(ledger: number | null, date: string | null) {
  const { data } = useQuery({
    queryKey: ['held', ledger, date],
    enabled: ledger != null,
    queryFn: () =>
      client.call(accountingEndpoints.generalLedgerStatement, {
        query: { ledger: String(ledger), ...(date ? { date_before: date } : {}), size: '1' },
      }),
  });
  return data ? toPaisa(data.closing_balance) : null;
}

/**
 * A warning when paying this amount would take Cash or the bank into credit, naming what it holds; the
 * payment is saved only once the box under it is ticked.
 */
function CreditWarning({
  confirmed,
  onConfirm,
  onShown,
}: {
  confirmed: boolean;
  onConfirm: (value: boolean) => void;
  onShown: (shown: boolean) => void;
}) {
  const translate = useTranslate();
  const money = useMoney();
  const [ledger, amount, date] = useWatch({ name: ['cash_or_bank', 'amount', 'date'] }) as [number | null, unknown, string | null];
  const held = useHeld(ledger ?? null, date ?? null);
  const paid = typedPaisa(amount) ?? 0n;
  const shown = held !== null && paid > 0n && held - paid < 0n;
  useEffect(() => onShown(shown), [shown, onShown]);
  if (!shown) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      {translate('sahay.entries.into_credit', { held: money(held), amount: money(paid), after: money(held - paid) })}
      <FormControlLabel
        sx={{ display: 'flex' }}
        control={<Checkbox checked={confirmed} onChange={(event) => onConfirm(event.target.checked)} />}
        label={translate('sahay.entries.confirm_credit')}
      />
    </Alert>
  );
}

/** A form that posts one entry and opens the voucher it saved; the API's refusals are said under their fields. */
function PlainEntryForm({ entry }: { entry: Entry }) {
  const { endpoint, voucher, messages } = entries[entry];
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  // While the warning shows, the payment is saved only once confirmed.
  const [warned, setWarned] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const save = async (values: Record<string, unknown>) => {
    const body = {
      cash_or_bank: values.cash_or_bank,
      ledger: values.ledger,
      cause: values.cause ?? null,
      amount: values.amount,
      date: values.date,
      details: values.details,
    } as PlainEntryInput;
    if (warned && !confirmed) return { amount: translate('sahay.entries.confirm_first') };
    try {
      const answer = await client.call(endpoint, { body });
      notify(translate('sahay.entries.saved', { number: answer.invoice_no }), { type: 'success' });
      navigate(createPath({ resource: voucher, type: 'show', id: answer.id }));
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined;
      if (errors && Object.keys(errors).length) return errors;
      notify((error as Error).message, { type: 'error' });
    }
    return undefined;
  };
  return (
    <>
      <Title title={`${messages}.title`} />
      <SimpleForm
        onSubmit={save}
        defaultValues={{ date: localIsoDate(new Date()), cause: null }}
        sx={{ maxWidth: 720 }}
        // Nothing to delete here: the entry is new, and the voucher it posts is changed on its own page.
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        {/* The voucher lines' picker: ledgers headed by their group, Cash and Bank first, typing narrows by name or code. */}
        <LedgerPicker source="cash_or_bank" cashAndBankFirst label={translate(`${messages}.cash_or_bank`)} validate={required()} />
        <LedgerPicker source="ledger" label={translate(`${messages}.ledger`)} validate={required()} />
        <ReferenceInput source="cause" reference="cause">
          <AutocompleteInput
            label={translate('sahay.entries.cause')}
            optionText="name"
            filterToQuery={byName}
            helperText={translate('sahay.entries.cause_help')}
          />
        </ReferenceInput>
        <MoneyInput source="amount" label={translate('sahay.entries.amount')} validate={[required(), amountCheck]} />
        {entry === 'expense' ? <CreditWarning confirmed={confirmed} onConfirm={setConfirmed} onShown={setWarned} /> : null}
        <DateInput source="date" label={translate('sahay.entries.date')} validate={required()} />
        <TextInput source="details" label={translate('sahay.entries.details')} multiline minRows={2} validate={required()} />
      </SimpleForm>
    </>
  );
}

export const RecordExpense = () => <PlainEntryForm entry="expense" />;
export const RecordReceipt = () => <PlainEntryForm entry="receipt" />;
