import { causeCoverHead, fromPaisa } from '@sahay/contracts';
import { asc, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { ResourceWriter } from '../../resource/repository.ts';
import { users } from '../access/index.ts';
import { createCause, postGiftReceipt } from './causes.service.ts';
import { causeContentImages } from './causes.tables.ts';

/** A demo cause as the seed writes it: its fields, with its pictures already stored. */
export interface SeededCause extends Row {
  name: string;
  goal_amount: string;
  image: string;
  cover: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const giftAmounts = ['50.00', '100.00', '150.00', '200.00', '250.00', '300.00', '500.00'];

/**
 * The demo's causes, each with its ledger and sales voucher, its cover picture, and a few gifts from the
 * demo's people over the last two months, posted as received gifts: so the raised amounts
 * and donor counts the site shows are the books'. `resources` are the app's (the vouchers' repositories).
 */
export async function seedDemoCauses(tx: Db, app: ResourceWriter, causes: SeededCause[], today = new Date()) {
  // The demo's people who sign in (its members), in the order they were registered.
  const donors = (await tx.select({ id: users.id }).from(users).where(like(users.email, '%@example.org')).orderBy(asc(users.id))).slice(
    0,
    8,
  );
  for (const [i, { cover, ...fields }] of causes.entries()) {
    const created = await createCause(app, tx, fields, null, iso(new Date(today.getTime() - 90 * 86_400_000)));
    await tx.insert(causeContentImages).values({ cause: created.id as number, head: causeCoverHead, image: cover });
    if (!donors.length) continue;
    // Between 6 and 14 gifts each, of a few sizes, never past the goal.
    const count = 6 + ((i * 7) % 9);
    let left = BigInt(fields.goal_amount.replace('.', ''));
    for (let j = 0; j < count; j++) {
      const amount = giftAmounts[(i * 3 + j * 5) % giftAmounts.length];
      const paisa = BigInt(amount.replace('.', ''));
      if (paisa > left) break;
      left -= paisa;
      const donor = donors[(i + j * 3) % donors.length];
      const date = iso(new Date(today.getTime() - ((count - j) * 4 + (i % 3)) * 86_400_000));
      await postGiftReceipt(app, tx, { cause: created.id as number, amount: fromPaisa(paisa), date }, { userId: donor.id });
    }
  }
}
