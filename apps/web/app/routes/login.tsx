import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '../components/Toast.tsx';
import { AccountPage } from '../forms/AccountPage.tsx';
import { DemoField } from '../forms/DemoField.tsx';
import { readStorage, useDelayedRedirect, useDemoForm, writeStorage } from '../forms/useDemoForm.ts';
import { useHydrated } from '../forms/useHydrated.ts';
import { demoCredentials, loginDestination, messagesIn, parseRemember, rememberKey, validateLogin } from '../forms/validators.ts';
import { useT, withElements } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import type { Route } from './+types/login';

/**
 * `/login`: the template's client-side demo login (spec section 5). It opens with the demo account;
 * a valid form whose email starts with 'user' shows the success toast and goes to /home, any other
 * valid form does nothing. Nothing is sent to the server.
 */
export default function Login() {
  const t = useT();
  const hydrated = useHydrated();
  const [toast, showToast] = useToast();
  const [leaving, redirect] = useDelayedRedirect();
  const { field, check } = useDemoForm('login', { email: demoCredentials.email, password: demoCredentials.password }, (values) =>
    validateLogin(values, messagesIn(t)),
  );
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
      showToast({ kind: 'error', text: t('toast.invalid') });
      return;
    }
    const destination = loginDestination(values.email);
    if (!destination) return;
    showToast({ kind: 'success', text: t('toast.login') });
    redirect(destination);
  };

  return (
    <AccountPage
      title={t('login.title')}
      heading={t('login.heading')}
      note={withElements(t('login.note'), {
        email: <strong>{demoCredentials.email}</strong>,
        password: <strong>{demoCredentials.password}</strong>,
      })}
      onSubmit={submit}
      submitLabel={t('login.submit')}
      submitDisabled={!hydrated || leaving}
      other={{ question: t('login.noAccount'), to: '/register', label: t('login.createAccount') }}
      toast={toast}
    >
      <DemoField label={t('form.email')} type="email" autoComplete="username" {...field('email')} />
      <DemoField label={t('form.password')} type="password" autoComplete="current-password" {...field('password')} />
      <div className="auth-row">
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(e) => toggleRemember(e.target.checked)} />
          {t('login.remember')}
        </label>
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </div>
    </AccountPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'login.title', description: 'login.description' });
