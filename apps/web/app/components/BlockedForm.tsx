import { type FormEvent, type ReactNode, useId } from 'react';
import { useHydrated } from '../forms/useHydrated.ts';
import type { Translate } from '../i18n.tsx';

interface BlockedField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  wide?: boolean;
}

/** The fields the template's forms are made of, labelled in the page's language. */
export function formFields(t: Translate) {
  return {
    name: { name: 'name', label: t('form.name'), autoComplete: 'name' },
    email: { name: 'email', label: t('form.email'), type: 'email', autoComplete: 'email' },
    phone: { name: 'phone', label: t('form.phone'), type: 'tel', autoComplete: 'tel' },
    subject: { name: 'subject', label: t('form.subject'), wide: true },
    message: { name: 'message', label: t('form.message'), type: 'textarea' },
    comment: { name: 'comment', label: t('form.comment'), type: 'textarea' },
  } satisfies Record<string, BlockedField>;
}

/** The template's forms (spec section 5): no checks, and sending them does nothing. */
export function BlockedForm({
  label,
  fields,
  submitLabel,
}: {
  /** The form's accessible name. */
  label: string;
  fields: readonly BlockedField[];
  submitLabel: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const blocked = (event: FormEvent) => event.preventDefault();
  const field = (f: (typeof fields)[number]): ReactNode => (
    <div key={f.name} className={f.wide || f.type === 'textarea' ? 'form-field form-field-wide' : 'form-field'}>
      <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
      {f.type === 'textarea' ? (
        <textarea id={`${id}-${f.name}`} name={f.name} rows={5} />
      ) : (
        <input id={`${id}-${f.name}`} name={f.name} type={f.type ?? 'text'} autoComplete={f.autoComplete} />
      )}
    </div>
  );
  return (
    <form className="contact-form template-form" aria-label={label} noValidate onSubmit={blocked}>
      <div className="form-row">{fields.map(field)}</div>
      <div>
        <button type="submit" className="button" disabled={!hydrated}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
