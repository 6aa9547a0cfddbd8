import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { feeGenerationResource, memberResource } from './members.resources.ts';
import { markPaid } from './members.service.ts';
import {
  adviserMembers,
  executiveMembers,
  generalMembers,
  monthlySubscriptions,
  paymentMethodDetails,
  paymentMethods,
} from './members.tables.ts';

/** The ways gifts and subscriptions arrive, with where to send them: written once, on an empty table. */
export async function seedPaymentMethods(tx: Db) {
  const [{ existing }] = await tx.select({ existing: count() }).from(paymentMethods);
  if (existing > 0) return;
  const [bank, bkash, cash] = await tx
    .insert(paymentMethods)
    .values([
      {
        name: 'Bank transfer',
        description: 'A transfer to the charity’s bank account; write your name in the reference.',
        depositTo: 'bank',
      },
      // bKash pays out to the charity's bank account.
      { name: 'bKash', description: 'Send Money to the charity’s bKash merchant number.', depositTo: 'bank' },
      { name: 'Cash', description: 'Cash at the Dhaka head office, against a printed receipt.', depositTo: 'cash' },
    ])
    .returning({ id: paymentMethods.id });
  await tx.insert(paymentMethodDetails).values([
    {
      paymentMethod: bank.id,
      accountName: 'Sahay Foundation',
      accountNumber: '1051-0400-0123-4567',
      bankName: 'Dutch-Bangla Bank Limited',
      branchName: 'Motijheel, Dhaka',
      routingNumber: '090275163',
      instructions: 'Write your name and “Donation” in the transfer’s reference.',
    },
    {
      paymentMethod: bkash.id,
      accountName: 'Sahay Foundation (merchant)',
      accountNumber: '01711-000111',
      instructions: 'Use Send Money and your phone number as the reference.',
    },
    { paymentMethod: cash.id, accountName: 'Accounts desk, Dhaka head office', instructions: 'Sunday to Thursday, 10:00 to 17:00.' },
  ]);
}

/** Believable members of each kind, as a clerk would register them. */
const demoMembers: {
  first: string;
  last: string;
  username: string;
  kind: 'executive' | 'adviser' | 'general';
  designation: string;
  village: string;
  profession: string;
}[] = [
  {
    first: 'Farhana',
    last: 'Rahman',
    username: 'farhana.rahman',
    kind: 'executive',
    designation: 'President',
    village: 'Dhanmondi',
    profession: 'Physician',
  },
  {
    first: 'Kamrul',
    last: 'Hasan',
    username: 'kamrul.hasan',
    kind: 'executive',
    designation: 'General Secretary',
    village: 'Mirpur',
    profession: 'Teacher',
  },
  {
    first: 'Nusrat',
    last: 'Jahan',
    username: 'nusrat.jahan',
    kind: 'executive',
    designation: 'Treasurer',
    village: 'Uttara',
    profession: 'Accountant',
  },
  {
    first: 'Abdul',
    last: 'Karim',
    username: 'abdul.karim',
    kind: 'adviser',
    designation: 'Legal adviser',
    village: 'Zindabazar',
    profession: 'Advocate',
  },
  {
    first: 'Shirin',
    last: 'Akhter',
    username: 'shirin.akhter',
    kind: 'adviser',
    designation: 'Health adviser',
    village: 'Agrabad',
    profession: 'Nurse',
  },
  {
    first: 'Rafiq',
    last: 'Islam',
    username: 'rafiq.islam',
    kind: 'general',
    designation: 'Volunteer',
    village: 'Shibganj',
    profession: 'Farmer',
  },
  {
    first: 'Mousumi',
    last: 'Das',
    username: 'mousumi.das',
    kind: 'general',
    designation: 'Volunteer',
    village: 'Kotwali',
    profession: 'Tailor',
  },
  {
    first: 'Tanvir',
    last: 'Ahmed',
    username: 'tanvir.ahmed',
    kind: 'general',
    designation: 'Volunteer',
    village: 'Shah Poran',
    profession: 'Student',
  },
];

const monthBefore = (today: Date, back: number) => {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
};

/**
 * The demo's members: each with their kind, three months of generated subscriptions, the older months
 * paid (their receipts posted to the books) and the current month still due. `resources` are the app's:
 * the receipts are posted through the receipt voucher's repository, as a clerk's payment is.
 */
export async function seedDemoMembers(tx: Db, app: ResourceWriter, today = new Date()) {
  const memberRepository = app.repositories.get(memberResource.contract.name) as Repository;
  const runs = app.repositories.get(feeGenerationResource.contract.name) as Repository;
  const kindTable = { executive: executiveMembers, adviser: adviserMembers, general: generalMembers };
  for (const m of demoMembers) {
    const created = (await memberRepository.create(tx, {
      first_name: m.first,
      last_name: m.last,
      username: m.username,
      email: `${m.username}@example.org`,
      village: m.village,
      profession: m.profession,
      religion: m.kind === 'general' && m.last === 'Das' ? 'Hinduism' : 'Islam',
    })) as Row;
    await tx.insert(kindTable[m.kind]).values({ member: created.id as number, designation: m.designation });
  }
  for (const back of [2, 1, 0]) {
    await runs.create(tx, {
      month: monthBefore(today, back),
      executive_amount: '1000.00',
      adviser_amount: '500.00',
      general_amount: '200.00',
    });
  }
  const due = await tx.select().from(monthlySubscriptions).orderBy(monthlySubscriptions.id);
  for (const [i, subscription] of due.entries()) {
    const paidUpTo = monthBefore(today, 1);
    // Older months are paid, but for one general member who is behind; the current month is due.
    if (subscription.month > paidUpTo || (subscription.month === paidUpTo && i % 4 === 3)) continue;
    await markPaid(app, tx, subscription.id, `${subscription.month}-10`);
  }
}
