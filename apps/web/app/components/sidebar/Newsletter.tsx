import type { newsletterEndpoints } from '@sahay/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ApiRefusal, send } from '../../api.ts';
import { useSpamGuard } from '../../forms/SpamGuard.tsx';
import { useHydrated } from '../../forms/useHydrated.ts';
import { emailError, messagesIn } from '../../forms/validators.ts';
import { useLanguage, useT } from '../../i18n.tsx';
import type { RootData } from '../../root.tsx';
import { useToast } from '../Toast.tsx';

/**
 * The newsletter box of the sidebars (spec sections 2 and 5): the email is required and of type email. It
 * subscribes through the API's newsletter_subscriber behind the spam guard; the address then gets a mail with a
 * link to confirm (double opt-in). What the box says is the wording the visitor consents to, kept with the
 * subscription in the page's language. A bad address is named beside the field, as the API would name it.
 */
export function Newsletter({ title }: { title?: string }) {
  const t = useT();
  const id = useId();
  const language = useLanguage();
  const hydrated = useHydrated();
  const guard = useSpamGuard();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const [toast, showToast] = useToast();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const found = emailError(input.value, messagesIn(t));
    setProblem(found);
    if (found) {
      input.focus();
      return showToast({ kind: 'error', text: t('toast.invalid') });
    }
    if (!root) return;
    setSending(true);
    try {
      await send<typeof newsletterEndpoints.subscribe>(root.newsletterSubscribe, {
        body: { email: input.value.trim(), language, ...(await guard.fields(form)) },
      });
      form.reset();
      showToast({ kind: 'success', text: t('newsletter.thanks') });
    } catch (error) {
      const refused = guard.refusal(error);
      const badEmail = !refused && error instanceof ApiRefusal && error.status === 400 && 'email' in error.body;
      if (badEmail) {
        setProblem(t('form.emailInvalid'));
        input.focus();
      }
      showToast({ kind: 'error', text: refused ? t(refused) : t(badEmail ? 'toast.invalid' : 'newsletter.error') });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="widget widget-newsletter" aria-labelledby={`${id}-title`}>
      <h2 className="widget-title" id={`${id}-title`}>
        {title ?? t('sidebar.newsletter')}
      </h2>
      {/* The words the visitor consents to: the API keeps the same ones with the subscription. */}
      <p>{t('sidebar.newsletterText')}</p>
      <form className="widget-form" noValidate onSubmit={submit} onFocus={guard.start}>
        {guard.trap}
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('sidebar.email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          placeholder={t('sidebar.email')}
          autoComplete="email"
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-email-error` : undefined}
        />
        <button type="submit" className="button" disabled={!hydrated || sending}>
          <Send aria-hidden="true" size={18} />
          {sending ? t('newsletter.sending') : t('sidebar.subscribe')}
        </button>
      </form>
      {problem && (
        <p className="field-error" id={`${id}-email-error`}>
          {problem}
        </p>
      )}
      {toast}
    </section>
  );
}
