import type { InputHTMLAttributes } from 'react';

/** A labelled input of the demo forms with its message, tied to it for screen readers. */
export function DemoField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
