import { toPaisa } from '@sahay/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { tableOfResource } from '../../resource/table.ts';
import { paymentMethods } from '../members/index.ts';
import { confirmDonation, markDonationFailed } from './donations.service.ts';
import { donations } from './donations.tables.ts';

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The demo's donors: believable people who gave once or twice, some to a cause, some to the general fund. */
const demoDonations: {
  first: string;
  last: string;
  method: 'Bank transfer' | 'bKash' | 'Cash';
  amount: string;
  cause?: number;
  daysAgo: number;
  outcome: 'confirmed' | 'pledged' | 'failed';
  message?: string;
}[] = [
  { first: 'Tahmina', last: 'Akter', method: 'bKash', amount: '300.00', cause: 0, daysAgo: 75, outcome: 'confirmed' },
  { first: 'Rafiq', last: 'Hossain', method: 'Bank transfer', amount: '10000.00', daysAgo: 70, outcome: 'confirmed' },
  {
    first: 'Nusrat',
    last: 'Jahan',
    method: 'Cash',
    amount: '2000.00',
    daysAgo: 64,
    outcome: 'confirmed',
    message: 'For wherever it is needed most.',
  },
  { first: 'Imran', last: 'Chowdhury', method: 'bKash', amount: '400.00', cause: 2, daysAgo: 58, outcome: 'confirmed' },
  { first: 'Sharmin', last: 'Sultana', method: 'Bank transfer', amount: '500.00', cause: 0, daysAgo: 51, outcome: 'confirmed' },
  { first: 'Anwar', last: 'Kabir', method: 'Cash', amount: '300.00', cause: 3, daysAgo: 45, outcome: 'confirmed' },
  { first: 'Tahmina', last: 'Akter', method: 'bKash', amount: '250.00', cause: 2, daysAgo: 38, outcome: 'confirmed' },
  { first: 'Mitu', last: 'Roy', method: 'bKash', amount: '300.00', daysAgo: 33, outcome: 'failed' },
  { first: 'Kamal', last: 'Uddin', method: 'Bank transfer', amount: '25000.00', daysAgo: 27, outcome: 'confirmed' },
  { first: 'Shapla', last: 'Begum', method: 'Cash', amount: '350.00', cause: 4, daysAgo: 21, outcome: 'confirmed' },
  { first: 'Rafiq', last: 'Hossain', method: 'Bank transfer', amount: '3000.00', daysAgo: 15, outcome: 'confirmed' },
  { first: 'Farzana', last: 'Islam', method: 'bKash', amount: '200.00', cause: 1, daysAgo: 9, outcome: 'confirmed' },
  { first: 'Jamal', last: 'Mia', method: 'Cash', amount: '600.00', cause: 3, daysAgo: 4, outcome: 'pledged' },
  {
    first: 'Ruma',
    last: 'Das',
    method: 'Bank transfer',
    amount: '4000.00',
    cause: 5,
    daysAgo: 2,
    outcome: 'pledged',
    message: 'Please send me the receipt.',
  },
  { first: 'Sabbir', last: 'Ahmed', method: 'bKash', amount: '250.00', daysAgo: 1, outcome: 'pledged' },
];

/**
 * The demo's donations, pledged as a visitor would and mostly confirmed through the same service a clerk
 * uses (so their receipts are in the books and raise the causes'), one failed, a few still pledged.
 * `app` is the seed's writer: nothing is mailed.
 */
export async function seedDemoDonations(tx: Db, app: ResourceWriter, today = new Date()) {
  const repository = app.repositories.get('donation') as Repository;
  const methods = new Map(
    (await tx.select({ id: paymentMethods.id, name: paymentMethods.name }).from(paymentMethods)).map((m) => [m.name, m.id]),
  );
  const causeTable = tableOfResource('cause');
  const causes = (await tx
    .select({ id: causeTable.id })
    .from(causeTable as never)
    .orderBy(asc(causeTable.id))) as { id: number }[];
  const causeRepository = app.repositories.get('cause') as Repository;
  for (const d of demoDonations) {
    const method = methods.get(d.method);
    if (!method) continue;
    // A confirmed gift to a cause never takes it past its goal: one that would goes to the general fund.
    let cause = d.cause !== undefined ? causes[d.cause]?.id : undefined;
    if (cause && d.outcome === 'confirmed') {
      const found = await causeRepository.get(tx, cause);
      if (toPaisa(String(found.raised_amount)) + toPaisa(d.amount) > toPaisa(String(found.goal_amount))) cause = undefined;
    }
    const pledged = iso(new Date(today.getTime() - d.daysAgo * 86_400_000));
    const created = await repository.create(tx, {
      first_name: d.first,
      last_name: d.last,
      email: `${d.first}.${d.last}@example.net`.toLowerCase(),
      amount: d.amount,
      payment_method: method,
      ...(cause ? { cause } : {}),
      ...(d.message ? { message: d.message } : {}),
      consent_to_contact: d.daysAgo % 2 === 0,
    });
    const id = created.id as number;
    // The day it was pledged is the server's: the demo's pledges are back-dated.
    await tx.update(donations).set({ donationDate: pledged }).where(eq(donations.id, id));
    // The money arrives a day or two later.
    const arrived = iso(new Date(today.getTime() - Math.max(d.daysAgo - 2, 0) * 86_400_000));
    if (d.outcome === 'confirmed') await confirmDonation(app, tx, id, arrived);
    if (d.outcome === 'failed') await markDonationFailed(app, tx, id, 'The transfer never arrived.');
  }
}
