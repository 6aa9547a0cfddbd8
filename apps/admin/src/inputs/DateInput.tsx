import { TextInput, type TextInputProps, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { formatDate, parseDate } from '../dates.ts';
import { useTypedText } from './useTypedText.ts';

/** What a date input keeps of what is typed: the ISO day, the text as typed while it is none (for the check), or `null`. */
const dateInputValue = (text: string) => (text.trim() === '' ? null : (parseDate(text) ?? text));

/** The form check of a typed date: a day of the calendar, day first; an empty input is left to `required()`. */
const typedDateCheck: Validator = (value) =>
  value === undefined || value === null || value === '' || parseDate(value) !== undefined ? undefined : 'sahay.date_format';

/**
 * A date input that shows and takes the day first (`27/11/2026`, Bengali digits in Bengali) in every browser.
 * The browser's own date input follows the browser's locale (`mm/dd/yyyy` in an American one), whatever the
 * language chosen, so this is a text input: the form holds the ISO day the API takes (`2026-11-27`); what is typed
 * shows as typed while the input has the focus, and is written out day first otherwise.
 */
export function DateInput({ validate, slotProps, onFocus, onBlur, ...props }: Omit<TextInputProps, 'parse' | 'format' | 'type'>) {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const text = useTypedText(dateInputValue, { onFocus, onBlur });
  const checks = [typedDateCheck, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  return (
    <TextInput
      {...props}
      validate={checks}
      parse={text.parse}
      format={(value) => text.asTyped(value) ?? formatDate(value, language)}
      onFocus={text.onFocus}
      onBlur={text.onBlur}
      slotProps={{
        ...slotProps,
        htmlInput: { placeholder: translate('sahay.date_placeholder'), ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
