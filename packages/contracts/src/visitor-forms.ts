import { z } from 'zod';

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
