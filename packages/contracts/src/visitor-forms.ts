import { z } from 'zod';
import { noNul, nulMessage, phone, text } from './fields.ts';

/**
 * The spam guard every visitor form carries (volunteering, the newsletter, comments, event registration): a field
 * people never see nor fill (`website`, hidden from sight, screen readers and autofill) and the form's start time,
 * signed by the API (`form_token`, asked for as the visitor starts on the form). A form is refused when the hidden
 * field holds anything or when it comes back sooner after its start than a person could fill it.
 */
export const spamGuardFields = z.object({
  website: z.string().max(500).optional().describe('Left empty by people: the hidden field of the spam guard'),
  form_token: z.string().max(200).optional().describe("The form's start time, as the API signed it (visitor_form/token)"),
});
export type SpamGuardFields = z.infer<typeof spamGuardFields>;

/** A visitor form's body: its own fields and the spam guard's. */
export const guardedForm = <Shape extends z.ZodRawShape>(body: z.ZodObject<Shape>) => body.extend(spamGuardFields.shape);

/** The signed start time of a visitor form. */
export const formToken = z.object({ token: z.string() });

/**
 * A visitor's message to someone a page of the site shows (a team member, an event's organisers): the fields of the
 * template's contact forms, each refused with its own sentence, and the spam guard's. It becomes a support ticket.
 */
export const visitorMessageForm = guardedForm(
  z.object({
    name: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(160).refine(noNul, nulMessage),
    email: z.email('Please enter your email').max(254),
    subject: text(150).optional(),
    /** The event page's form asks for one; the team page's does not. */
    phone: phone().optional(),
    message: z
      .string({ error: 'Please write your message' })
      .trim()
      .min(1, 'Please write your message')
      .max(5000, 'At most 5000 characters.')
      .refine(noNul, nulMessage),
  }),
);
export type VisitorMessageForm = z.infer<typeof visitorMessageForm>;

/** What a visitor's message answers once stored: the ticket it opened (its private link goes to the visitor by mail). */
export const visitorMessageReceived = z.object({ ticket: z.number() });
