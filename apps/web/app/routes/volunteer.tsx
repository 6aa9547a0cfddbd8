import { endpointRequest, volunteersEndpoints } from '@sahay/contracts';
import { volunteerAreas } from '@sahay/contracts/site-constants';
import { type FormEvent, useState } from 'react';
import { ApiRefusal, send } from '../api.ts';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { useToast } from '../components/Toast.tsx';
import { useSpamGuard } from '../forms/SpamGuard.tsx';
import { useHydrated } from '../forms/useHydrated.ts';
import { type VolunteerField, volunteerBody, volunteerProblems, volunteerProblemsFromAnswer } from '../forms/volunteer.ts';
import { useLanguage, useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import type { Route } from './+types/volunteer';

export function loader() {
  return { apply: endpointRequest(volunteersEndpoints.apply) };
}

/**
 * `/volunteer`: a visitor offers to help. The form is checked in the browser (each field's message), then sent
 * to the API's `volunteer_application` behind the spam guard; the API checks it again and mails an
 * acknowledgement. "Thank you" or the spec's error sentence is said in a toast.
 */
/** The fields' ids: fixed, as the server and the browser draw the page alike (a generated id may differ between them). */
const id = 'volunteer';

export default function Volunteer({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const hydrated = useHydrated();
  const guard = useSpamGuard();
  const [toast, showToast] = useToast();
  const [problems, setProblems] = useState<Partial<Record<VolunteerField, string>>>({});
  const [sending, setSending] = useState(false);

  const focusFirst = (found: Partial<Record<VolunteerField, string>>) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<VolunteerField, string>;
    const found = volunteerProblems(values, t);
    setProblems(found);
    if (Object.keys(found).length) return focusFirst(found);
    setSending(true);
    try {
      await send<typeof volunteersEndpoints.apply>(loaderData.apply, {
        body: { ...volunteerBody(values, language), ...(await guard.fields(form)) },
      });
      form.reset();
      showToast({ kind: 'success', text: t('volunteer.thanks') });
    } catch (error) {
      const refused = guard.refusal(error);
      const fromApi = !refused && error instanceof ApiRefusal && error.status === 400 ? volunteerProblemsFromAnswer(error.body, t) : {};
      setProblems(fromApi);
      focusFirst(fromApi);
      showToast({ kind: 'error', text: t(refused ?? 'volunteer.error') });
    } finally {
      setSending(false);
    }
  };

  const field = (name: VolunteerField) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': Boolean(problems[name]),
    'aria-describedby': problems[name] ? `${id}-${name}-error` : undefined,
  });
  const problem = (name: VolunteerField) =>
    problems[name] && (
      <p className="field-error" id={`${id}-${name}-error`}>
        {problems[name]}
      </p>
    );

  return (
    <>
      <PageBanner title={t('volunteer.title')} />
      <section className="section">
        <div className="container split volunteer-layout">
          <SampleImage name="photo-5" sizes="(max-width: 991px) 100vw, 580px" eager className="volunteer-image" />
          <div>
            <h2 id={`${id}-title`}>{t('volunteer.heading')}</h2>
            <p>{t('volunteer.intro')}</p>
            <p className="form-note">{t('volunteer.note')}</p>
            <form className="contact-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit} onFocus={guard.start}>
              {guard.trap}
              <div className="form-row">
                <div className="form-field">
                  <label htmlFor={`${id}-full_name`}>{t('form.fullName')}</label>
                  <input {...field('full_name')} autoComplete="name" />
                  {problem('full_name')}
                </div>
                <div className="form-field">
                  <label htmlFor={`${id}-email`}>{t('form.email')}</label>
                  <input {...field('email')} type="email" autoComplete="email" />
                  {problem('email')}
                </div>
              </div>
              <div className="form-row">
                <div className="form-field">
                  <label htmlFor={`${id}-phone`}>{t('form.phone')}</label>
                  <input {...field('phone')} type="tel" autoComplete="tel" />
                  {problem('phone')}
                </div>
                <div className="form-field">
                  <label htmlFor={`${id}-area`}>{t('volunteer.where')}</label>
                  <select {...field('area')} defaultValue="">
                    <option value="">{t('volunteer.chooseArea')}</option>
                    {volunteerAreas.map((area) => (
                      <option key={area} value={area}>
                        {t(`volunteer.area.${area}`)}
                      </option>
                    ))}
                  </select>
                  {problem('area')}
                </div>
              </div>
              <div className="form-field">
                <label htmlFor={`${id}-message`}>{t('form.message')}</label>
                <textarea {...field('message')} rows={5} />
                {problem('message')}
              </div>
              <div>
                <button type="submit" className="button" disabled={!hydrated || sending}>
                  {sending ? t('volunteer.sending') : t('form.send')}
                </button>
              </div>
            </form>
            {toast}
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'volunteer.title', description: 'volunteer.description' });
