import { type FormEvent, useId } from 'react';
import { useHydrated } from '../forms/useHydrated.ts';
import type { Translate } from '../i18n.tsx';

export interface TemplateFieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  wide?: boolean;
  maxLength?: number;
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
  } satisfies Record<string, TemplateFieldSpec>;
}

/** One field of a template form, as wide as the template draws it, with its message when it has one. */
export function TemplateField({ idPrefix, field, problem }: { idPrefix: string; field: TemplateFieldSpec; problem?: string }) {
  const id = `${idPrefix}-${field.name}`;
  const described = {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-error` : undefined,
  };
  return (
    <div className={field.wide || field.type === 'textarea' ? 'form-field form-field-wide' : 'form-field'}>
      <label htmlFor={id}>{field.label}</label>
      {field.type === 'textarea' ? (
        <textarea id={id} name={field.name} rows={5} maxLength={field.maxLength} {...described} />
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          {...described}
        />
      )}
      {problem && (
        <p className="field-error" id={`${id}-error`}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** The template's forms (spec section 5): no checks, and sending them does nothing. */
export function BlockedForm({
  label,
  fields,
  submitLabel,
}: {
  /** The form's accessible name. */
  label: string;
  fields: readonly TemplateFieldSpec[];
  submitLabel: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const blocked = (event: FormEvent) => event.preventDefault();
  return (
    <form className="contact-form template-form" aria-label={label} noValidate onSubmit={blocked}>
      <div className="form-row">
        {fields.map((field) => (
          <TemplateField key={field.name} idPrefix={id} field={field} />
        ))}
      </div>
      <div>
        <button type="submit" className="button" disabled={!hydrated}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
