import type { EventRegistrationResult } from '@sahay/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { type MessageKey, type Translate, useT } from '../i18n.tsx';

/** Each field's message in the visitor's language; the server's refusal of a field shows the same one. */
const messageKeys = {
  name: 'event.needName',
  email: 'event.needEmail',
  phone: 'event.needPhone',
} as const satisfies Record<string, MessageKey>;
type Field = keyof typeof messageKeys;

function validate(form: FormData, t: Translate) {
  const errors: Partial<Record<Field, string>> = {};
  if (!String(form.get('name') ?? '').trim()) errors.name = t(messageKeys.name);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(form.get('email') ?? '').trim())) errors.email = t(messageKeys.email);
  const phone = String(form.get('phone') ?? '').trim();
  if (phone && !/^\+?[0-9 ()-]{5,20}$/.test(phone)) errors.phone = t(messageKeys.phone);
  return errors;
}

/**
 * The places left at an event and the form that takes one: once the event is full, a registration joins the
 * waiting list, and the form says so before and after. Checked again and stored by the API's event_registration.
 */
export function EventRegistration({ eventId, placesLeft }: { eventId: number; placesLeft: number | null }) {
  const t = useT();
  const fetcher = useFetcher<EventRegistrationResult>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok) {
      setErrors({});
      setOutcome({ kind: 'success', text: t(answer.status === 'waitlisted' ? 'event.waitlisted' : 'event.registered') });
      setFormKey((k) => k + 1);
    } else {
      const known = Object.keys(answer.errors).filter((k): k is Field => k in messageKeys);
      setErrors(Object.fromEntries(known.map((k) => [k, t(messageKeys[k])])));
      setOutcome({ kind: 'error', text: answer.errors.form?.[0] ?? t('event.registerFailed') });
    }
  }, [fetcher.state, fetcher.data, t]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found = validate(form, t);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length === 0) fetcher.submit(form, { method: 'post' });
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="form-field">
      <label htmlFor={`register-${name}`}>{label}</label>
      <input
        id={`register-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `register-${name}-error` : undefined}
      />
      {errors[name] && (
        <p className="field-error" id={`register-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section className="event-registration" aria-labelledby="event-register-title">
      <h3 id="event-register-title">{t('event.register')}</h3>
      {placesLeft !== null && (
        <p className="event-places">{placesLeft > 0 ? t('event.placesLeft', { count: placesLeft }) : t('event.full')}</p>
      )}
      <fetcher.Form key={formKey} method="post" className="contact-form" noValidate onSubmit={submit} aria-label={t('event.register')}>
        <input type="hidden" name="event" value={eventId} />
        <div className="form-row">
          {field('name', t('form.name'), 'text', 'name')}
          {field('email', t('form.email'), 'email', 'email')}
        </div>
        {field('phone', t('form.phone'), 'tel', 'tel')}
        <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? t('event.registerButton') : t('contact.sending')}
        </button>
      </fetcher.Form>
      <p className={outcome ? `form-outcome form-outcome-${outcome.kind}` : 'form-outcome'} role="status">
        {outcome?.text}
      </p>
    </section>
  );
}
