import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type FieldErrors, isValid } from './validators.ts';

/**
 * The state of a client-side demo form: the messages of its fields (shown after the first submit, then
 * kept up to date as the visitor types) and a check run on submit. The inputs are uncontrolled: values
 * are read from the page itself (input `<idPrefix>-<field>`), so whatever was typed before the page's
 * scripts started is what gets checked.
 */
export function useDemoForm<Values extends Record<string, string>>(
  idPrefix: string,
  initial: Values,
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>,
) {
  type Field = Extract<keyof Values, string>;
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const checked = useRef(false);

  const read = (): Values => {
    const entries = Object.keys(initial).map((name) => {
      const input = document.getElementById(`${idPrefix}-${name}`);
      return [name, input instanceof HTMLInputElement ? input.value : ''];
    });
    return Object.fromEntries(entries) as Values;
  };

  /** The props of a field: its id, first value, message, and the re-check on every change once the form was sent. */
  const field = (name: Field) => ({
    id: `${idPrefix}-${name}`,
    defaultValue: initial[name],
    error: errors[name],
    onChange: () => {
      if (checked.current) setErrors(validate(read()));
    },
  });

  /** Checks every field: answers the values and whether they pass; the first failing field gets the focus. */
  const check = (): { values: Values; valid: boolean } => {
    const values = read();
    const found = validate(values);
    checked.current = true;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return { values, valid: isValid(found) };
  };

  return { field, check };
}

/** How long a success toast shows before the demo forms move on to the next page. */
export const redirectDelayMs = 1200;

/** Goes to a page after `redirectDelayMs`, so the visitor reads the toast first; `pending` meanwhile. */
export function useDelayedRedirect() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pending, setPending] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const go = useCallback(
    (to: string) => {
      setPending(true);
      timer.current = setTimeout(() => navigate(to), redirectDelayMs);
    },
    [navigate],
  );
  return [pending, go] as const;
}

/** localStorage, or nothing where the browser refuses it (private windows, blocked storage). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The flag is then kept for this visit only.
  }
}
