import type { SpamGuardFields } from '@sahay/contracts';
import { type FormEvent, useState } from 'react';
import { ApiRefusal } from '../api.ts';
import { useSpamGuard } from '../forms/SpamGuard.tsx';
import { useHydrated } from '../forms/useHydrated.ts';
import { useT } from '../i18n.tsx';
import { TemplateField, type TemplateFieldSpec } from './BlockedForm.tsx';
import { useToast } from './Toast.tsx';

type Problems<Field extends string> = Partial<Record<Field, string>>;

/**
 * A template form that sends (a visitor's message from a page, a reader's comment): drawn as the template's blocked
 * forms are, checked in the browser with each field's message (`check`), then `send` with the spam guard's fields;
 * the API's refusal of a field shows the same message (`fromAnswer`), and the first field with one gets the focus.
 * The toast says it was sent, or why not; a sent form is emptied for the next visitor.
 */
export function VisitorForm<Field extends string>({
  idPrefix,
  label,
  submitLabel,
  fields,
  check,
  fromAnswer,
  send,
  sentText,
  failedText,
}: {
  /** Fixed, as the server and the browser must name the fields alike. */
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  fields: readonly (TemplateFieldSpec & { name: Field })[];
  check: (values: Record<Field, string>) => Problems<Field>;
  fromAnswer: (answer: Record<string, unknown>) => Problems<Field>;
  send: (values: Record<Field, string>, guard: SpamGuardFields) => Promise<unknown>;
  sentText: string;
  failedText: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const guard = useSpamGuard();
  const [toast, showToast] = useToast();
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [sending, setSending] = useState(false);

  const focusFirst = (found: Problems<Field>) => {
    const first = fields.find((field) => found[field.name]);
    if (first) document.getElementById(`${idPrefix}-${first.name}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '')])) as Record<Field, string>;
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length) return focusFirst(found);
    setSending(true);
    try {
      await send(values, await guard.fields(form));
      form.reset();
      showToast({ kind: 'success', text: sentText });
    } catch (error) {
      const refused = guard.refusal(error);
      const answered = !refused && error instanceof ApiRefusal && error.status === 400 ? fromAnswer(error.body) : {};
      setProblems(answered);
      focusFirst(answered);
      showToast({ kind: 'error', text: refused ? t(refused) : failedText });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form className="contact-form template-form" aria-label={label} noValidate onSubmit={submit} onFocus={guard.start}>
        {guard.trap}
        <div className="form-row">
          {fields.map((field) => (
            <TemplateField key={field.name} idPrefix={idPrefix} field={field} problem={problems[field.name]} />
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
