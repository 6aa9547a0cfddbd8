import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { useToast } from '../components/Toast.tsx';
import { DemoField } from '../forms/DemoField.tsx';
import { useDelayedRedirect, useDemoForm } from '../forms/useDemoForm.ts';
import { useHydrated } from '../forms/useHydrated.ts';
import { toasts, validateForgot } from '../forms/validators.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/forgot-password';

/** `/forgot-password`: the template's client-side demo (spec section 5); on success it goes to /login. Nothing is sent. */
export default function ForgotPassword() {
  const hydrated = useHydrated();
  const [toast, showToast] = useToast();
  const [leaving, redirect] = useDelayedRedirect();
  const { field, check } = useDemoForm('forgot', { email: '' }, validateForgot);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check().valid) {
      showToast({ kind: 'error', text: toasts.invalid });
      return;
    }
    // The specification's words for this toast, kept as given.
    showToast({ kind: 'success', text: toasts.forgot });
    redirect('/login');
  };

  return (
    <>
      <PageBanner title="Forgot password" />
      <section className="section">
        <div className="container auth-card">
          <h2>Reset your password</h2>
          <p className="form-note">This is a demo: nothing is sent to a server and no email goes out.</p>
          <form className="contact-form" noValidate onSubmit={submit}>
            <DemoField label="Email" type="email" autoComplete="email" {...field('email')} />
            <div>
              <button type="submit" className="button" disabled={!hydrated || leaving}>
                Reset password
              </button>
            </div>
          </form>
          <p className="auth-switch">
            Remembered it? <Link to="/login">Back to login</Link>
          </p>
        </div>
      </section>
      {toast}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Forgot password', description: 'Reset the password of your account.' });
