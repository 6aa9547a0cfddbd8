import type { EndpointRequest, eventsEndpoints } from '@sahay/contracts';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiRefusal, send } from '../api.ts';
import { useSpamGuard } from '../forms/SpamGuard.tsx';
import { type MessageKey, type Translate, useT } from '../i18n.tsx';

/** Each field's message in the visitor's language; the API's refusal of a field shows the same one. */
const messageKeys = {
  name: 'event.needName',
  email: 'event.needEmail',
  phone: 'event.needPhone',
} as const satisfies Record<string, MessageKey>;
type Field = keyof typeof messageKeys;

const text = (form: FormData, field: Field) => String(form.get(field) ?? '').trim();

function validate(form: FormData, t: Translate) {
  const errors: Partial<Record<Field, string>> = {};
  if (!text(form, 'name')) errors.name = t(messageKeys.name);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(form, 'email'))) errors.email = t(messageKeys.email);
  const phone = text(form, 'phone');
  if (phone && !/^\+?[0-9 ()-]{5,20}$/.test(phone)) errors.phone = t(messageKeys.phone);
  return errors;
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The places left at an event and the form that takes one: once the event is full, a registration joins the
 * waiting list, and the form says so before and after. Sent to the API's event_registration behind the spam
 * guard; once stored, the page's data is read again, so the places left are the new count.
 */
export function EventRegistration({
  eventId,
  placesLeft,
  register,
}: {
  eventId: number;
  placesLeft: number | null;
  register: EndpointRequest;
}) {
  const t = useT();
  const guard = useSpamGuard();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const found = validate(form, t);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const phone = text(form, 'phone');
      const stored = await send<typeof eventsEndpoints.registerForEvent>(register, {
        body: {
          event: eventId,
          name: text(form, 'name'),
          email: text(form, 'email'),
          ...(phone ? { phone } : {}),
          ...(await guard.fields(element)),
        },
      });
      element.reset();
      setOutcome({ kind: 'success', text: t(stored.status === 'waitlisted' ? 'event.waitlisted' : 'event.registered') });
      revalidator.revalidate();
    } catch (error) {
      const refused = error instanceof ApiRefusal ? error.body : {};
      const known = Object.keys(refused).filter((k): k is Field => k in messageKeys);
      setErrors(Object.fromEntries(known.map((k) => [k, t(messageKeys[k])])));
      setOutcome({ kind: 'error', text: t(guard.refusal(error) ?? 'event.registerFailed') });
    } finally {
      setSending(false);
    }
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
      <form className="contact-form" noValidate onSubmit={submit} onFocus={guard.start} aria-label={t('event.register')}>
        {guard.trap}
        <div className="form-row">
          {field('name', t('form.name'), 'text', 'name')}
          {field('email', t('form.email'), 'email', 'email')}
        </div>
        {field('phone', t('form.phone'), 'tel', 'tel')}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('contact.sending') : t('event.registerButton')}
        </button>
      </form>
      <p className={outcome ? `form-outcome form-outcome-${outcome.kind}` : 'form-outcome'} role="status">
        {outcome?.text}
      </p>
    </section>
  );
}
