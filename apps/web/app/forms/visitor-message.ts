import type { EndpointBody, showcaseEndpoints } from '@sahay/contracts';
import type { MessageKey, Translate } from '../i18n.tsx';

/**
 * A visitor's message from a page of the site (a team member's profile, an event): the template's fields, checked
 * in the browser with each field's message in the page's language, and the body the API's visitor message form takes.
 * A form holds some of them (the team page's no phone, the event page's no subject).
 */

export const visitorMessageFields = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type VisitorMessageField = (typeof visitorMessageFields)[number];

/** Each checked field's message; the API's refusal of a field shows the same one. */
const messageKeys = {
  name: 'contact.needName',
  email: 'contact.needEmail',
  phone: 'contact.needPhone',
  message: 'contact.needMessage',
} as const satisfies Partial<Record<VisitorMessageField, MessageKey>>;
type Checked = keyof typeof messageKeys;

/** As long as the API takes them. */
export const visitorMessageLimits = { name: 160, email: 254, phone: 20, subject: 150, message: 5000 } as const;

export type VisitorMessageProblems = Partial<Record<VisitorMessageField, string>>;

/** Every field the browser refuses before anything is sent. */
export function visitorMessageProblems(values: Partial<Record<VisitorMessageField, string>>, t: Translate): VisitorMessageProblems {
  const problems: VisitorMessageProblems = {};
  if (!values.name?.trim()) problems.name = t(messageKeys.name);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email?.trim() ?? '')) problems.email = t(messageKeys.email);
  const phone = values.phone?.trim() ?? '';
  // As the API's `phone()` takes it.
  if (phone && !/^\+?[0-9 ()-]{5,20}$/.test(phone)) problems.phone = t(messageKeys.phone);
  if (!values.message?.trim()) problems.message = t(messageKeys.message);
  return problems;
}

type VisitorMessageBody = Omit<EndpointBody<typeof showcaseEndpoints.contactTeamMember>['body'], 'website' | 'form_token'>;

/** The body of a message once its values have no problems (an empty or absent subject or phone is none). */
export function visitorMessageBody(values: Partial<Record<VisitorMessageField, string>>): VisitorMessageBody {
  const subject = values.subject?.trim();
  const phone = values.phone?.trim();
  return {
    name: values.name?.trim() ?? '',
    email: values.email?.trim() ?? '',
    ...(phone ? { phone } : {}),
    ...(subject ? { subject } : {}),
    message: values.message?.trim() ?? '',
  };
}

/** The API's 400 (`{field: [messages]}`, in English) as the form's fields, each with the page's own message. */
export function visitorMessageProblemsFromAnswer(answer: Record<string, unknown>, t: Translate): VisitorMessageProblems {
  const problems: VisitorMessageProblems = {};
  for (const field of Object.keys(messageKeys) as Checked[]) if (field in answer) problems[field] = t(messageKeys[field]);
  return problems;
}
