import { Send } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useHydrated } from '../../forms/useHydrated.ts';

/**
 * The sidebar's newsletter box (spec sections 2 and 5): the email is required and of type email,
 * and the form is never sent anywhere.
 */
export function Newsletter({
  title = 'Newsletter',
  text = 'News from the field and new campaigns, about once a month.',
}: {
  title?: string;
  text?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const blocked = (event: FormEvent) => event.preventDefault();
  return (
    <section className="widget widget-newsletter" aria-labelledby={`${id}-title`}>
      <h2 className="widget-title" id={`${id}-title`}>
        {title}
      </h2>
      <p>{text}</p>
      <form className="widget-form" onSubmit={blocked}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input id={`${id}-email`} name="email" type="email" required placeholder="Email address" autoComplete="email" />
        <button type="submit" className="button" disabled={!hydrated}>
          <Send aria-hidden="true" size={18} />
          Subscribe
        </button>
      </form>
    </section>
  );
}
