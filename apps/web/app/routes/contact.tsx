import { contactSubjects } from '@sahay/contracts/site-constants';
import { Mail, MapPin, Phone } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { MapFrame } from '../components/MapFrame.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { useToast } from '../components/Toast.tsx';
import { clientAddress, homeBlocks, siteContent } from '../content.server.ts';
import { type MessageKey, type Translate, useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import { mapAddress } from '../site-data.ts';
import type { Route } from './+types/contact';

export async function loader({ context }: Route.LoaderArgs) {
  const { contents } = await homeBlocks(context);
  return {
    address: contents.Address ?? '',
    email: contents['Email Us'] ?? '',
    call: contents['Call Now'] ?? '',
    map: mapAddress(contents.Map),
  };
}

/** The visitor's message is checked again and stored by the API's contact_message resource. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  return siteContent(context).sendContactMessage(form, clientAddress(context));
}

/** Each checked field's message (the spec's words in English, section 5); the message itself is not required. */
const messageKeys = {
  name: 'contact.needName',
  lastname: 'contact.needLastname',
  email: 'contact.needEmail',
  subject: 'contact.needSubject',
} as const satisfies Record<string, MessageKey>;
type Field = keyof typeof messageKeys;

function validate(form: FormData, t: Translate) {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of ['name', 'lastname', 'subject'] as const)
    if (!String(form.get(field) ?? '').trim()) errors[field] = t(messageKeys[field]);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(form.get('email') ?? '').trim())) errors.email = t(messageKeys.email);
  return errors;
}

function ContactForm() {
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [toast, showToast] = useToast();
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) {
      showToast({ kind: 'success', text: t('contact.sent') });
      setFormKey((k) => k + 1);
    } else {
      const fieldErrors = fetcher.data.errors;
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrors)
            .filter(([k]) => k in messageKeys)
            .map(([k, v]) => [k, v[0]]),
        ),
      );
      showToast({ kind: 'error', text: fieldErrors.form?.[0] ?? t('contact.failed') });
    }
  }, [fetcher.state, fetcher.data, showToast, t]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found = validate(form, t);
    setErrors(found);
    if (Object.keys(found).length === 0) fetcher.submit(form, { method: 'post' });
  };

  const field = (name: Field, label: string, input: React.ReactNode) => (
    <div className="form-field">
      <label htmlFor={`contact-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <p className="field-error" id={`contact-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  const describedBy = (name: Field) => (errors[name] ? `contact-${name}-error` : undefined);

  return (
    <>
      <fetcher.Form key={formKey} method="post" className="contact-form" noValidate onSubmit={submit}>
        <div className="form-row">
          {field(
            'name',
            t('contact.name'),
            <input
              id="contact-name"
              name="name"
              autoComplete="given-name"
              aria-invalid={Boolean(errors.name)}
              aria-describedby={describedBy('name')}
            />,
          )}
          {field(
            'lastname',
            t('contact.lastname'),
            <input
              id="contact-lastname"
              name="lastname"
              autoComplete="family-name"
              aria-invalid={Boolean(errors.lastname)}
              aria-describedby={describedBy('lastname')}
            />,
          )}
        </div>
        <div className="form-row">
          {field(
            'email',
            t('contact.emailField'),
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy('email')}
            />,
          )}
          {field(
            'subject',
            t('contact.subject'),
            <select
              id="contact-subject"
              name="subject"
              defaultValue=""
              aria-invalid={Boolean(errors.subject)}
              aria-describedby={describedBy('subject')}
            >
              <option value="">{t('contact.subject')}</option>
              {contactSubjects.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </select>,
          )}
        </div>
        <div className="form-field">
          <label htmlFor="contact-message">{t('contact.message')}</label>
          <textarea id="contact-message" name="message" rows={6} />
        </div>
        <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? t('contact.send') : t('contact.sending')}
        </button>
      </fetcher.Form>
      {toast}
    </>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { address, email, call, map } = loaderData;
  return (
    <>
      <PageBanner title={t('contact.title')} />
      <section className="section">
        <div className="container contact-blocks">
          <article className="contact-block">
            <MapPin aria-hidden="true" />
            <h2>{t('contact.address')}</h2>
            <RichText html={address} />
          </article>
          <article className="contact-block">
            <Mail aria-hidden="true" />
            <h2>{t('contact.email')}</h2>
            <RichText html={email} />
          </article>
          <article className="contact-block">
            <Phone aria-hidden="true" />
            <h2>{t('contact.call')}</h2>
            <RichText html={call} />
          </article>
        </div>
      </section>
      <section className="section contact-main">
        <div className="container split">
          <div>
            <h2 className="section-title">{t('contact.formTitle')}</h2>
            <ContactForm />
          </div>
          {map && <MapFrame src={map} title={t('contact.map')} />}
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: metaT(matches)('contact.title'), description: loaderData?.address });
