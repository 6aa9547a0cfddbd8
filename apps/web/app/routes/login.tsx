import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { useToast } from '../components/Toast.tsx';
import { DemoField } from '../forms/DemoField.tsx';
import { readStorage, useDelayedRedirect, useDemoForm, writeStorage } from '../forms/useDemoForm.ts';
import { useHydrated } from '../forms/useHydrated.ts';
import { demoCredentials, loginDestination, parseRemember, rememberKey, toasts, validateLogin } from '../forms/validators.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/login';

/**
 * `/login`: the template's client-side demo login (spec section 5). It opens with the demo account;
 * a valid form whose email starts with 'user' shows the success toast and goes to /home, any other
 * valid form does nothing. Nothing is sent to the server.
 */
export default function Login() {
  const hydrated = useHydrated();
  const [toast, showToast] = useToast();
  const [leaving, redirect] = useDelayedRedirect();
  const { field, check } = useDemoForm('login', { email: demoCredentials.email, password: demoCredentials.password }, validateLogin);
  const [remember, setRemember] = useState(false);

  useEffect(() => setRemember(parseRemember(readStorage(rememberKey))), []);

  const toggleRemember = (checked: boolean) => {
    setRemember(checked);
    writeStorage(rememberKey, String(checked));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values, valid } = check();
    if (!valid) {
      showToast({ kind: 'error', text: toasts.invalid });
      return;
    }
    const destination = loginDestination(values.email);
    if (!destination) return;
    showToast({ kind: 'success', text: toasts.login });
    redirect(destination);
  };

  return (
    <>
      <PageBanner title="Login" />
      <section className="section">
        <div className="container auth-card">
          <h2>Sign in to your account</h2>
          <p className="form-note">
            This is a demo: nothing is sent to a server. The form opens with the demo account <strong>{demoCredentials.email}</strong> and
            the password <strong>{demoCredentials.password}</strong>.
          </p>
          <form className="contact-form" noValidate onSubmit={submit}>
            <DemoField label="Email" type="email" autoComplete="username" {...field('email')} />
            <DemoField label="Password" type="password" autoComplete="current-password" {...field('password')} />
            <div className="auth-row">
              <label className="checkbox">
                <input type="checkbox" checked={remember} onChange={(e) => toggleRemember(e.target.checked)} />
                Remember me
              </label>
              <Link to="/forgot-password">Forgot password?</Link>
            </div>
            <div>
              <button type="submit" className="button" disabled={!hydrated || leaving}>
                Login
              </button>
            </div>
          </form>
          <p className="auth-switch">
            Don’t have an account? <Link to="/register">Create an account</Link>
          </p>
        </div>
      </section>
      {toast}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Login', description: 'Sign in to your account.' });
