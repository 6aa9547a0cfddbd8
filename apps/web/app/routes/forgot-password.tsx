import type { FormEvent } from 'react';
import { useToast } from '../components/Toast.tsx';
import { AccountPage } from '../forms/AccountPage.tsx';
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
    <AccountPage
      title={t('forgot.title')}
      heading={t('forgot.heading')}
      note={t('forgot.note')}
      onSubmit={submit}
      submitLabel={t('forgot.submit')}
      submitDisabled={!hydrated || leaving}
      other={{ question: t('forgot.remembered'), to: '/login', label: t('forgot.backToLogin') }}
      toast={toast}
    >
      <DemoField label={t('form.email')} type="email" autoComplete="email" {...field('email')} />
    </AccountPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'forgot.title', description: 'forgot.description' });
