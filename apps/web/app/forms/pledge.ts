import type { donationsEndpoints, EndpointBody } from '@sahay/contracts';
import { maxAmountPaisa, paisaOf } from '@sahay/contracts/money';

/**
 * The offline pledge of `/donate`: what the visitor typed, checked in the browser, and the one body sent to the
 * contracts' pledge (`donationsEndpoints.pledge`). The body is built field by field from these values, never by
 * serialising the form, so nothing typed into the card fields can ever be part of it.
 */

/** The form's own fields, in the order they appear (the first with a message gets the focus). */
export const pledgeFields = ['amount', 'cause', 'name', 'email', 'message', 'payment_method', 'consent'] as const;
export type PledgeField = (typeof pledgeFields)[number];

export interface PledgeValues {
  amount: string;
  /** A cause's id, or '' for "where it is needed most". */
  cause: string;
  name: string;
  email: string;
  message: string;
  /** A payment method's id, or '' when none is chosen. */
  payment_method: string;
  consent: boolean;
}

/** The reasons a field is refused, each a message of the site's dictionaries (`donate.<reason>`). */
export type PledgeProblem =
  | 'needAmount'
  | 'amountTooLarge'
  | 'needName'
  | 'nameTooLong'
  | 'needEmail'
  | 'needMethod'
  | 'messageTooLong'
  | 'checkField';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A positive amount with at most two decimals, as the books keep it. */
const amountPattern = /^\d{1,12}(?:\.\d{1,2})?$/;
const nameLength = 80;
const messageLength = 1000;

/**
 * A full name as the API's first and last names: the last word is the last name, the words before it the first
 * name; one word is a first name alone (no last name is invented). Spaces are tidied.
 */
export function splitFullName(full: string): { first_name: string; last_name?: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first_name: words[0] ?? '' };
  return { first_name: words.slice(0, -1).join(' '), last_name: words[words.length - 1] };
}

/** The amount as a decimal string (a comma is taken as a thousands separator), or null when it is not one above 0. */
export function pledgeAmount(typed: string): string | null {
  const amount = typed.trim().replace(/,/g, '');
  if (!amountPattern.test(amount) || !/[1-9]/.test(amount)) return null;
  return amount;
}

/** An amount, only larger than the books hold (what a money column keeps). */
const aboveMaximum = (typed: string) => (paisaOf(typed.trim().replace(/,/g, '')) ?? 0n) > maxAmountPaisa;

/** The fields the browser refuses before anything is sent, each with its reason. */
export function pledgeProblems(values: PledgeValues): Partial<Record<PledgeField, PledgeProblem>> {
  const problems: Partial<Record<PledgeField, PledgeProblem>> = {};
  if (pledgeAmount(values.amount) === null) problems.amount = aboveMaximum(values.amount) ? 'amountTooLarge' : 'needAmount';
  const name = splitFullName(values.name);
  if (!name.first_name) problems.name = 'needName';
  else if (name.first_name.length > nameLength || (name.last_name?.length ?? 0) > nameLength) problems.name = 'nameTooLong';
  if (!emailPattern.test(values.email.trim())) problems.email = 'needEmail';
  if (!/^\d+$/.test(values.payment_method)) problems.payment_method = 'needMethod';
  if (values.message.trim().length > messageLength) problems.message = 'messageTooLong';
  return problems;
}

/** The body the pledge's declaration takes: a key it does not know, or a value of the wrong type, is a type error. */
type PledgeBody = EndpointBody<typeof donationsEndpoints.pledge>['body'];

/** The JSON body of a pledge: only these keys, whatever else the page holds. Call it once the values have no problems. */
export function pledgeBody(values: PledgeValues): PledgeBody {
  const message = values.message.trim();
  return {
    ...splitFullName(values.name),
    email: values.email.trim(),
    amount: pledgeAmount(values.amount) ?? '',
    payment_method: Number(values.payment_method),
    ...(values.cause ? { cause: Number(values.cause) } : {}),
    ...(message ? { message } : {}),
    consent_to_contact: values.consent,
  };
}

/** Which of the form's fields each of the API's field names is typed into. */
const apiFieldOf: Record<string, PledgeField> = {
  first_name: 'name',
  last_name: 'name',
  email: 'email',
  amount: 'amount',
  payment_method: 'payment_method',
  cause: 'cause',
  message: 'message',
  consent_to_contact: 'consent',
};

/**
 * The API's 400 answer (`{field: [messages]}`) as the form's fields at fault, each with its reason in the
 * site's words (the API speaks English only); what no field of the form holds comes back as `other`.
 */
export function problemsFromAnswer(answer: Record<string, unknown>): {
  fields: Partial<Record<PledgeField, PledgeProblem>>;
  other: string[];
} {
  const fields: Partial<Record<PledgeField, PledgeProblem>> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(answer)) {
    const field = apiFieldOf[key];
    const texts = Array.isArray(messages) ? messages.map(String) : typeof messages === 'string' ? [messages] : [];
    if (!field) {
      other.push(...texts);
      continue;
    }
    const reasons: Partial<Record<PledgeField, PledgeProblem>> = {
      email: 'needEmail',
      amount: 'needAmount',
      payment_method: 'needMethod',
    };
    fields[field] = reasons[field] ?? 'checkField';
  }
  return { fields, other };
}
