import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { useToast } from '../components/Toast.tsx';
import { DemoField } from '../forms/DemoField.tsx';
import { useDelayedRedirect, useDemoForm } from '../forms/useDemoForm.ts';
import { useHydrated } from '../forms/useHydrated.ts';
import { toasts, validateRegister } from '../forms/validators.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/register';

/** `/register`: the template's client-side demo sign-up (spec section 5); on success it goes to /login. Nothing is sent. */
export default function Register() {
  const hydrated = useHydrated();
  const [toast, showToast] = useToast();
  const [leaving, redirect] = useDelayedRedirect();
  const { field, check } = useDemoForm('register', { fullName: '', email: '', password: '', confirmPassword: '' }, validateRegister);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check().valid) {
      showToast({ kind: 'error', text: toasts.invalid });
      return;
    }
    showToast({ kind: 'success', text: toasts.register });
    redirect('/login');
  };

  return (
    <>
      <PageBanner title="Register" />
      <section className="section">
        <div className="container auth-card">
          <h2>Create an account</h2>
          <p className="form-note">This is a demo: nothing is sent to a server and no account is created.</p>
          <form className="contact-form" noValidate onSubmit={submit}>
            <DemoField label="Full name" autoComplete="name" {...field('fullName')} />
            <DemoField label="Email" type="email" autoComplete="email" {...field('email')} />
            <DemoField label="Password" type="password" autoComplete="new-password" {...field('password')} />
            <DemoField label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
            <div>
              <button type="submit" className="button" disabled={!hydrated || leaving}>
                Register
              </button>
            </div>
          </form>
          <p className="auth-switch">
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        </div>
      </section>
      {toast}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Register', description: 'Create an account.' });
