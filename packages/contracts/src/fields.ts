import { z } from 'zod';
import { type DeleteRule, type FileKind, field, inputOnly } from './field-meta.ts';
import { amountTooLargeMessage, isWithinMaximum } from './money.ts';

/**
 * Shared field shapes, so every entity says "an email" or "a media path" the same way. Each is a zod
 * schema; what zod cannot say (money, a reference, a file) travels with it as field meta, and the
 * API derives the column from both.
 */

/** PostgreSQL cannot store the NUL character in text; refuse it as bad input. */
export const noNul = (value: string) => !value.includes('\u0000');
export const nulMessage = 'Must not contain the NUL character.';

export const text = (max = 255) => z.string().trim().max(max, `At most ${max} characters.`).refine(noNul, nulMessage);
export const requiredText = (max = 255) =>
  z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field is required.')
    .max(max, `At most ${max} characters.`)
    .refine(noNul, nulMessage);

/** Rich text is stored as sanitised HTML; the API sanitises it on write. */
export const richText = () => field(z.string().max(200_000, 'At most 200000 characters.').refine(noNul, nulMessage), { richText: true });

export const email = () => z.email('Enter a valid email address.').max(254);

export const phone = () =>
  z
    .string()
    .trim()
    .max(20, 'At most 20 characters.')
    .regex(/^\+?[0-9 ()-]{5,20}$/, 'Enter a valid phone number.');

/** An address of the web: http(s), or a path on this site. */
export const url = () =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/'), 'Enter a web address starting with http(s):// or /.');

/** Schemes whose address runs a script or shows a document made by whoever wrote the address: never a link to follow. */
const unsafeSchemes = new Set(['javascript', 'data', 'vbscript']);

/**
 * The scheme a browser reads in an address, lowercased (undefined for a relative address). Read as a browser reads it:
 * spaces and control characters before it are dropped, and tabs and line breaks anywhere in it are removed, so
 * " java\tscript:" is a javascript: address.
 */
export function linkScheme(address: string): string | undefined {
  let start = 0;
  while (start < address.length && address.charCodeAt(start) <= 0x20) start++;
  const read = address.slice(start).replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1].toLowerCase();
}

export const isSafeLink = (address: string) => !unsafeSchemes.has(linkScheme(address) ?? '');
export const unsafeLinkMessage =
  'A link must not be a javascript:, data: or vbscript: address. Enter a web address (https://…), a path (/…), or a mailto: or tel: address.';

/**
 * An address a visitor or a staff member may follow, written freely: a path (relative or from /), http(s), mailto:,
 * tel: and the like. Only the schemes that run a script or make up a document are refused.
 */
export const link = (max = 300) => text(max).refine(isSafeLink, unsafeLinkMessage);

/** A file already stored by the API: a path under /media/. */
export const mediaPath = () =>
  z
    .string()
    .max(500, 'At most 500 characters.')
    .regex(/^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Must be a stored media path (/media/...).')
    .refine((v) => !v.includes('..'), 'Must be a stored media path (/media/...).');

export const isoDate = () => z.iso.date('Enter a date as YYYY-MM-DD.');

/** A moment, with its offset from UTC (`2026-11-28T06:00:00Z`): stored as a timestamp with time zone. */
export const dateTime = () => z.iso.datetime({ offset: true, error: 'Enter a date and time such as 2026-11-28T06:00:00Z.' });

export const id = () =>
  z.coerce
    .number({ error: 'Must be a number.' })
    .int('Must be a whole number.')
    .positive('Must be a positive id.')
    .max(2_147_483_647, 'No record has an id this large.');

export const position = () => z.coerce.number({ error: 'Must be a number.' }).int('Must be a whole number.').min(0).max(1_000_000);

/** A yes/no value that also arrives as text from multipart forms ("true", "false", "1", "0", "on", "off"). */
export const flag = () =>
  z.union([
    z.boolean(),
    z.enum(['true', 'false', '1', '0', 'on', 'off'], 'Must be true or false.').transform((v) => v === 'true' || v === '1' || v === 'on'),
  ]);

/** An uploaded file's stored path, of one kind. */
export const file = (kind: FileKind) => field(mediaPath(), { file: kind });
export const image = () => file('image');
export const pdf = () => file('pdf');

/**
 * An amount of money as a decimal string (never a float): stored as numeric(14,2), so one above its
 * maximum (999999999999.99) is refused with a sentence of its own naming the maximum.
 */
export const money = () =>
  field(
    z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount such as 1200.50.')
      .refine(isWithinMaximum, amountTooLargeMessage),
    { money: true },
  );

/** The id of a record of another resource; deleting that record follows `onDelete` (default: refused while referenced). */
export const ref = (resource: string, onDelete: DeleteRule = 'restrict') => field(id(), { references: { resource, onDelete } });

/** One of a fixed list of values. */
export const choice = <const T extends readonly [string, ...string[]]>(options: T, message = `Choose ${options.join(', ')}.`) =>
  z.enum(options, message);

export const genders = ['male', 'female', 'others'] as const;
export const gender = () => choice(genders, 'Choose male, female or others.');
export const maritalStatuses = ['single', 'married', 'widowed', 'divorced'] as const;
export const maritalStatus = () => choice(maritalStatuses, 'Choose single, married, widowed or divorced.');

/**
 * The numbered lines of a document (a voucher's debits and credits, an order's items): an array of
 * line objects, each with its `id` when it already exists. Stored in the document's line table, not as
 * a column: on update a line with an id changes, one without is added, one left out is removed.
 */
export const lines = <Shape extends z.ZodRawShape>(shape: Shape, max = 500) =>
  inputOnly(
    z
      .array(z.object({ id: id().optional(), ...shape }))
      .min(1, 'Add at least one line.')
      .max(max, `At most ${max} lines.`),
  );
