import type { EndpointBody, volunteersEndpoints } from '@sahay/contracts';
import type { Language, Translate } from '../i18n.tsx';
import { emailError, messagesIn } from './validators.ts';

/**
 * `/volunteer`'s form: what the visitor typed, checked in the browser with each field's message, and the one body
 * sent to the contracts' `volunteersEndpoints.apply` (built field by field, so nothing else on the page is sent).
 */

/** The form's fields, in the order they appear (the first with a message gets the focus). */
export const volunteerFields = ['full_name', 'email', 'phone', 'area', 'message'] as const;
export type VolunteerField = (typeof volunteerFields)[number];

/** As the API's `phone()` takes it. */
const phonePattern = /^\+?[0-9 ()-]{5,20}$/;
const messageLength = 2000;

/** Every field the browser refuses before anything is sent, with its message in the page's language. */
export function volunteerProblems(values: Partial<Record<VolunteerField, string>>, t: Translate) {
  const problems: Partial<Record<VolunteerField, string>> = {};
  if (!values.full_name?.trim()) problems.full_name = t('form.fullNameRequired');
  const email = emailError(values.email ?? '', messagesIn(t));
  if (email) problems.email = email;
  const phone = values.phone?.trim() ?? '';
  if (phone && !phonePattern.test(phone)) problems.phone = t('volunteer.badPhone');
  if (!values.area) problems.area = t('volunteer.needArea');
  if ((values.message?.trim().length ?? 0) > messageLength) problems.message = t('volunteer.messageTooLong');
  return problems;
}

type VolunteerBody = Omit<EndpointBody<typeof volunteersEndpoints.apply>['body'], 'website' | 'form_token'>;

/** The body of an application, once its values have no problems; `language` is the page's, for the applicant's mail. */
export function volunteerBody(values: Record<VolunteerField, string>, language: Language): VolunteerBody {
  const phone = values.phone.trim();
  const message = values.message.trim();
  return {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    area: values.area as VolunteerBody['area'],
    ...(phone ? { phone } : {}),
    ...(message ? { message } : {}),
    language,
  };
}

/** The API's 400 (`{field: [messages]}`, in English) as the form's fields, each with the page's own message. */
export function volunteerProblemsFromAnswer(answer: Record<string, unknown>, t: Translate) {
  const problems: Partial<Record<VolunteerField, string>> = {};
  const messages: Record<VolunteerField, () => string> = {
    full_name: () => t('form.fullNameRequired'),
    email: () => t('form.emailInvalid'),
    phone: () => t('volunteer.badPhone'),
    area: () => t('volunteer.needArea'),
    message: () => t('volunteer.messageTooLong'),
  };
  for (const field of volunteerFields) if (field in answer) problems[field] = messages[field]();
  return problems;
}
