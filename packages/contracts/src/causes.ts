import { z } from 'zod';
import { withDefault } from './field-meta.ts';
import { id, image, money, position, ref, requiredText, richText, text } from './fields.ts';
import { defineContract } from './resource.ts';

/**
 * Causes: the charity's campaigns, their content blocks and pictures (api-contract.md 3.4, 6.2).
 * A cause's raised amount and donor count are not fields: they are read from the books.
 */
export const cause = defineContract({
  name: 'cause',
  module: 'members',
  label: 'Cause',
  plural: 'causes',
  input: z.object({
    name: requiredText(200),
    goal_amount: money(),
    image: image(),
    category: text(60).optional(),
    /** One or two sentences: the card's text and the Description tab's lead. */
    summary: text(500).optional(),
    /** The Description tab's text, paragraphs separated by a blank line. */
    description: text(10000).optional(),
    author_name: text(120).optional(),
    author_image: image().optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'create', 'update', 'delete'],
  title: ['name'],
  columns: ['image', 'name', 'category', 'goal_amount'],
  search: ['name'],
  order: { field: 'id', direction: 'asc' },
});

export const causeContent = defineContract({
  name: 'cause_content',
  module: 'members',
  label: 'Cause content',
  pluralLabel: 'Cause content blocks',
  plural: 'cause_contents',
  input: z.object({
    cause: ref('cause', 'cascade'),
    name: requiredText(120),
    value: withDefault(richText(), ''),
  }),
  actions: ['list', 'get', 'create', 'update', 'delete'],
  title: ['name'],
  columns: ['cause', 'name'],
  search: ['name'],
});

export const causeContentImage = defineContract({
  name: 'cause_content_image',
  module: 'members',
  label: 'Cause content image',
  pluralLabel: 'Cause pictures',
  plural: 'content_images',
  input: z.object({
    cause: ref('cause', 'cascade'),
    head: requiredText(120),
    image: image(),
    position: withDefault(position(), 0),
  }),
  actions: ['list', 'withoutPagination', 'get', 'create', 'update', 'delete'],
  title: ['head'],
  columns: ['cause', 'head', 'image', 'position'],
  search: ['head'],
});

/** The head of a cause's content image shown at the top of its page (else the cause's own picture). */
export const causeCoverHead = 'Cover';

/**
 * `cause_donation/create/`: a signed-in user gives to a cause; 201 with an empty body. The gift is a pledge,
 * by the payment method named (else the first in use), until staff confirm the money came.
 */
export const causeDonationBody = z.object({
  cause: id(),
  amount: money().refine((v) => /[1-9]/.test(v), 'Give an amount above 0.'),
  payment_method: id().optional(),
});

/**
 * What the books say of a cause (a restricted fund): raised (its receipts' total), how many gave, spent
 * (the payment lines naming it), left (raised − spent; negative once more was spent than raised) and
 * whether it is overspent.
 */
export const causeFigures = {
  raised_amount: z.string(),
  donor_count: z.number(),
  spent_amount: z.string(),
  left_amount: z.string(),
  overspent: z.boolean(),
};

export const causeContracts = [cause, causeContent, causeContentImage];
