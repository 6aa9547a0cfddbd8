import { type FocusEvent, useRef, useState } from 'react';

/**
 * What a text input that reads what people type (an amount, a date) needs: the form holds `toValue(text)` (what
 * the API takes), while the input shows the text as it was typed for as long as it has the focus; once it loses
 * it, the input's own `format` writes the value out. A value set otherwise (the record's, a reset) is never
 * shown as an earlier typed text.
 */
export function useTypedText(toValue: (text: string) => unknown, handlers: { onFocus?: FocusHandler; onBlur?: FocusHandler }) {
  const typed = useRef<string | undefined>(undefined);
  const [typing, setTyping] = useState(false);
  return {
    parse: (text: string) => {
      typed.current = text;
      return toValue(text);
    },
    /** The text as typed, while it is being typed and the form still holds what it made; else `undefined`. */
    asTyped: (value: unknown) =>
      typing && typed.current !== undefined && toValue(typed.current) === (value ?? null) ? typed.current : undefined,
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setTyping(true);
      handlers.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setTyping(false);
      typed.current = undefined;
      handlers.onBlur?.(event);
    },
  };
}

type FocusHandler = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
