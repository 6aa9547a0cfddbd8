import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { useToast } from '../components/Toast.tsx';
import { DemoField } from '../forms/DemoField.tsx';
import { useDelayedRedirect, useDemoForm } from '../forms/useDemoForm.ts';
import { useHydrated } from '../forms/useHydrated.ts';
import { messagesIn, validateForgot } from '../forms/validators.ts';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import type { Route } from './+types/forgot-password';

/** `/forgot-password`: the template's client-side demo (spec section 5); on success it goes to /login. Nothing is sent. */
export default function ForgotPassword() {
  const t = useT();
  const hydrated = useHydrated();
  const [toast, showToast] = useToast();
  const [leaving, redirect] = useDelayedRedirect();
  const { field, check } = useDemoForm('forgot', { email: '' }, (values) => validateForgot(values, messagesIn(t)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check().valid) {
      showToast({ kind: 'error', text: t('toast.invalid') });
      return;
    }
    // The specification's words for this toast, kept as given.
    showToast({ kind: 'success', text: t('toast.forgot') });
    redirect('/login');
  };

  return (
    <>
      <PageBanner title={t('forgot.title')} />
      <section className="section">
        <div className="container auth-card">
          <h2>{t('forgot.heading')}</h2>
          <p className="form-note">{t('forgot.note')}</p>
          <form className="contact-form" noValidate onSubmit={submit}>
            <DemoField label={t('form.email')} type="email" autoComplete="email" {...field('email')} />
            <div>
              <button type="submit" className="button" disabled={!hydrated || leaving}>
                {t('forgot.submit')}
              </button>
            </div>
          </form>
          <p className="auth-switch">
            {t('forgot.remembered')} <Link to="/login">{t('forgot.backToLogin')}</Link>
          </p>
        </div>
      </section>
      {toast}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'forgot.title', description: 'forgot.description' });
