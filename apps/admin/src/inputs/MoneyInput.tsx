import { useRef } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { amountInputValue } from '../money.ts';

/**
 * A money input that takes what people type: thousands separators (`50,000`, `1,23,456.50`) and Bengali
 * digits (`৫০,০০০`). The form holds the plain decimal string (`50000`), what the API takes, while the input
 * goes on showing the text as it was typed; a value set otherwise (the record's, a reset) is shown as it is.
 */
export function MoneyInput({ slotProps, ...props }: Omit<TextInputProps, 'parse' | 'format'>) {
  const typed = useRef<string | undefined>(undefined);
  const parse = (text: string) => {
    typed.current = text;
    return amountInputValue(text);
  };
  const format = (value: unknown) => {
    if (typed.current !== undefined && amountInputValue(typed.current) === (value ?? null)) return typed.current;
    typed.current = undefined;
    return value ?? '';
  };
  return (
    <TextInput
      {...props}
      parse={parse}
      format={format}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}
