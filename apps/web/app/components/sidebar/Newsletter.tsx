import { Send } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useHydrated } from '../../forms/useHydrated.ts';
import { useT } from '../../i18n.tsx';

/**
 * The sidebar's newsletter box (spec sections 2 and 5): the email is required and of type email,
 * and the form is never sent anywhere.
 */
export function Newsletter({ title, text }: { title?: string; text?: string }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const blocked = (event: FormEvent) => event.preventDefault();
  return (
    <section className="widget widget-newsletter" aria-labelledby={`${id}-title`}>
      <h2 className="widget-title" id={`${id}-title`}>
        {title ?? t('sidebar.newsletter')}
      </h2>
      <p>{text ?? t('sidebar.newsletterText')}</p>
      <form className="widget-form" onSubmit={blocked}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('sidebar.email')}
        </label>
        <input id={`${id}-email`} name="email" type="email" required placeholder={t('sidebar.email')} autoComplete="email" />
        <button type="submit" className="button" disabled={!hydrated}>
          <Send aria-hidden="true" size={18} />
          {t('sidebar.subscribe')}
        </button>
      </form>
    </section>
  );
}
