import { causeCoverHead, type SiteCause, type SiteCauseDetail } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { causeImageLists, recentGifts } from './causes.service.ts';

/** What a change to any of these changes on the public pages of causes (raised comes from receipts, spent from payments). */
export const causePageTags = ['cause', 'cause_content_image', 'receipt_voucher', 'payment_voucher'];

const siteCause = (r: Row): SiteCause => ({
  id: r.id as number,
  name: r.name as string,
  image: r.image as string,
  category: (r.category as string | null) ?? null,
  summary: (r.summary as string | null) ?? null,
  author_name: (r.author_name as string | null) ?? null,
  author_image: (r.author_image as string | null) ?? null,
  goal_amount: r.goal_amount as string,
  raised_amount: r.raised_amount as string,
  donor_count: r.donor_count as number,
  spent_amount: r.spent_amount as string,
  left_amount: r.left_amount as string,
  overspent: r.overspent as boolean,
});

/** Every cause as the site lists it, in their order. */
export async function siteCauses(db: DbOrTx, causes: Repository) {
  return (await causes.all(db, { ordering: [{ field: 'id', descending: false }] })).map(siteCause);
}

/** One cause's page, or null when there is none: with its text, cover picture and latest gifts. */
export async function siteCauseDetail(db: DbOrTx, causes: Repository, id: number): Promise<SiteCauseDetail | null> {
  const found = await causes.get(db, id).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
  if (!found) return null;
  const images = await causeImageLists(db, id);
  return {
    ...siteCause(found),
    description: (found.description as string | null) ?? null,
    cover: images[causeCoverHead]?.[0] ?? (found.image as string),
    recent_gifts: await recentGifts(db, found.sales_invoice_no as string | null),
  };
}
