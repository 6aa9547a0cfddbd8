import { type FormEvent, type ReactNode, useId } from 'react';
import { useHydrated } from '../forms/useHydrated.ts';

/** The template's forms (spec section 5): no checks, and sending them does nothing. */
export function BlockedForm({
  label,
  fields,
  submitLabel,
}: {
  /** The form's accessible name. */
  label: string;
  fields: readonly { name: string; label: string; type?: 'text' | 'email' | 'tel' | 'textarea'; autoComplete?: string; wide?: boolean }[];
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
