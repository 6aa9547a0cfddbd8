import type { EndpointRequest, showcaseEndpoints } from '@sahay/contracts';
import { type FormEvent, useState } from 'react';
import { ApiRefusal, send } from '../api.ts';
import { useSpamGuard } from '../forms/SpamGuard.tsx';
import { useHydrated } from '../forms/useHydrated.ts';
import {
  type VisitorMessageField,
  type VisitorMessageProblems,
  visitorMessageBody,
  visitorMessageFields,
  visitorMessageLimits,
  visitorMessageProblems,
  visitorMessageProblemsFromAnswer,
} from '../forms/visitor-message.ts';
import { useT } from '../i18n.tsx';
import { formFields, TemplateField } from './BlockedForm.tsx';
import { useToast } from './Toast.tsx';

/**
 * The template's contact form (name, email, subject, message) that sends: checked in the browser with each field's
 * message, then sent behind the spam guard to the API's visitor message endpoint the page's loader resolved, where
 * it becomes a support ticket. The toast says it was sent, or why not.
 */
export function VisitorMessageForm({
  label,
  submitLabel,
  request,
  idPrefix,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  request: EndpointRequest;
  /** Fixed, as the server and the browser must name the fields alike. */
  idPrefix: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const guard = useSpamGuard();
  const [toast, showToast] = useToast();
  const [problems, setProblems] = useState<VisitorMessageProblems>({});
  const [sending, setSending] = useState(false);
  const fields = formFields(t);

  const focusFirst = (found: VisitorMessageProblems) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<VisitorMessageField, string>;
    const found = visitorMessageProblems(values, t);
    setProblems(found);
    if (Object.keys(found).length) return focusFirst(found);
    setSending(true);
    try {
      await send<typeof showcaseEndpoints.contactTeamMember>(request, {
        body: { ...visitorMessageBody(values), ...(await guard.fields(form)) },
      });
      form.reset();
      showToast({ kind: 'success', text: t('contact.sent') });
    } catch (error) {
      const refused = guard.refusal(error);
      const fromApi =
        !refused && error instanceof ApiRefusal && error.status === 400 ? visitorMessageProblemsFromAnswer(error.body, t) : {};
      setProblems(fromApi);
      focusFirst(fromApi);
      showToast({ kind: 'error', text: t(refused ?? 'contact.failed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form className="contact-form template-form" aria-label={label} noValidate onSubmit={submit} onFocus={guard.start}>
        {guard.trap}
        <div className="form-row">
          {visitorMessageFields.map((name) => (
            <TemplateField
              key={name}
              idPrefix={idPrefix}
              field={{ ...fields[name], maxLength: visitorMessageLimits[name] }}
              problem={problems[name]}
            />
          ))}
        </div>
        <div>
          <button type="submit" className="button" disabled={!hydrated || sending}>
            {sending ? t('contact.sending') : submitLabel}
          </button>
        </div>
      </form>
      {toast}
    </>
  );
}
