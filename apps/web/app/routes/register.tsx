import type { FormEvent } from 'react';
import { useToast } from '../components/Toast.tsx';
import { AccountPage } from '../forms/AccountPage.tsx';
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
    <AccountPage
      title={t('register.title')}
      heading={t('register.heading')}
      note={t('register.note')}
      onSubmit={submit}
      submitLabel={t('register.submit')}
      submitDisabled={!hydrated || leaving}
      other={{ question: t('register.haveAccount'), to: '/login', label: t('register.login') }}
      toast={toast}
    >
      <DemoField label={t('form.fullName')} autoComplete="name" {...field('fullName')} />
      <DemoField label={t('form.email')} type="email" autoComplete="email" {...field('email')} />
      <DemoField label={t('form.password')} type="password" autoComplete="new-password" {...field('password')} />
      <DemoField label={t('register.confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
    </AccountPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'register.title', description: 'register.description' });
