import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { useToast } from '../components/Toast.tsx';
import { DemoField } from '../forms/DemoField.tsx';
import { useDelayedRedirect, useDemoForm } from '../forms/useDemoForm.ts';
import { useHydrated } from '../forms/useHydrated.ts';
import { messagesIn, validateRegister } from '../forms/validators.ts';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import type { Route } from './+types/register';

/** `/register`: the template's client-side demo sign-up (spec section 5); on success it goes to /login. Nothing is sent. */
export default function Register() {
  const t = useT();
  const hydrated = useHydrated();
  const [toast, showToast] = useToast();
  const [leaving, redirect] = useDelayedRedirect();
  const { field, check } = useDemoForm('register', { fullName: '', email: '', password: '', confirmPassword: '' }, (values) =>
    validateRegister(values, messagesIn(t)),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check().valid) {
      showToast({ kind: 'error', text: t('toast.invalid') });
      return;
    }
    showToast({ kind: 'success', text: t('toast.register') });
    redirect('/login');
  };

  return (
    <>
      <PageBanner title={t('register.title')} />
      <section className="section">
        <div className="container auth-card">
          <h2>{t('register.heading')}</h2>
          <p className="form-note">{t('register.note')}</p>
          <form className="contact-form" noValidate onSubmit={submit}>
            <DemoField label={t('form.fullName')} autoComplete="name" {...field('fullName')} />
            <DemoField label={t('form.email')} type="email" autoComplete="email" {...field('email')} />
            <DemoField label={t('form.password')} type="password" autoComplete="new-password" {...field('password')} />
            <DemoField label={t('register.confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
            <div>
              <button type="submit" className="button" disabled={!hydrated || leaving}>
                {t('register.submit')}
              </button>
            </div>
          </form>
          <p className="auth-switch">
            {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
          </p>
        </div>
      </section>
      {toast}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'register.title', description: 'register.description' });
