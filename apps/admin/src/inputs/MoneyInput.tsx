import { TextInput, type TextInputProps, useLocaleState } from 'react-admin';
import { amountInputValue, formatMoney, parseAmount } from '../money.ts';
import { useTypedText } from './useTypedText.ts';

/**
 * A money input that takes what people type: thousands separators (`50,000`, `1,23,456.50`) and Bengali
 * digits (`৫০,০০০`). The form holds the plain decimal string (`50000`), what the API takes. While the input has
 * the focus it shows the text as typed; otherwise the amount is written out with its thousands and two decimals
 * (`50,000.00`, Bengali digits in Bengali). Text that is no amount stays as typed, for the check to refuse.
 */
export function MoneyInput({ slotProps, onFocus, onBlur, ...props }: Omit<TextInputProps, 'parse' | 'format'>) {
  const [language] = useLocaleState();
  const text = useTypedText(amountInputValue, { onFocus, onBlur });
  const format = (value: unknown) => {
    if (value === undefined || value === null || value === '') return '';
    const amount = parseAmount(value);
    return text.asTyped(value) ?? (amount === undefined ? String(value) : formatMoney(amount, language, { currency: false }));
  };
  return (
    <TextInput
      {...props}
      parse={text.parse}
      format={format}
      onFocus={text.onFocus}
      onBlur={text.onBlur}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}
