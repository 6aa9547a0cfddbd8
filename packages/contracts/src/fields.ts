import { z } from 'zod';

/** Shared field shapes, so every entity says "an email" or "a media path" the same way. */

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
export const richText = () => z.string().max(200_000, 'At most 200000 characters.').refine(noNul, nulMessage);

export const email = () => z.email('Enter a valid email address.').max(254);

export const phone = () =>
  z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{5,20}$/, 'Enter a valid phone number.');

export const url = () =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/'), 'Enter a web address starting with http(s):// or /.');

/** A file already stored by the API: a path under /media/. */
export const mediaPath = () =>
  z
    .string()
    .regex(/^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Must be a stored media path (/media/...).')
    .refine((v) => !v.includes('..'), 'Must be a stored media path (/media/...).');

export const isoDate = () => z.iso.date('Enter a date as YYYY-MM-DD.');

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
