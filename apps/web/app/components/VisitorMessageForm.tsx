import type { EndpointRequest, showcaseEndpoints } from '@sahay/contracts';
import { send } from '../api.ts';
import {
  type VisitorMessageField,
  visitorMessageBody,
  visitorMessageLimits,
  visitorMessageProblems,
  visitorMessageProblemsFromAnswer,
} from '../forms/visitor-message.ts';
import { useT } from '../i18n.tsx';
import { formFields } from './BlockedForm.tsx';
import { VisitorForm } from './VisitorForm.tsx';

/**
 * The template's contact form of a page (a team member's: name, email, subject, message; an event's: name, email,
 * phone, message) that sends: to the API's visitor message endpoint the page's loader resolved, where it becomes a
 * support ticket naming what the page shows. The toast is the contact page's.
 */
export function VisitorMessageForm({
  label,
  submitLabel,
  request,
  idPrefix,
  fields = ['name', 'email', 'subject', 'message'],
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  request: EndpointRequest;
  /** Fixed, as the server and the browser must name the fields alike. */
  idPrefix: string;
  fields?: readonly VisitorMessageField[];
}) {
  const t = useT();
  const template = formFields(t);
  return (
    <VisitorForm
      idPrefix={idPrefix}
      label={label}
      submitLabel={submitLabel}
      fields={fields.map((name) => ({ ...template[name], maxLength: visitorMessageLimits[name] }))}
      check={(values) => visitorMessageProblems(values, t)}
      fromAnswer={(answer) => visitorMessageProblemsFromAnswer(answer, t)}
      // Every page's contact endpoint takes the same visitor message form.
      send={(values, guard) =>
        send<typeof showcaseEndpoints.contactTeamMember>(request, { body: { ...visitorMessageBody(values), ...guard } })
      }
      sentText={t('contact.sent')}
      failedText={t('contact.failed')}
    />
  );
}
