import { TextInput, type TextInputProps, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { formatDate, parseDate, parseDateTime } from '../dates.ts';
import { DateTimePickerButton } from './DateTimePickerButton.tsx';
import { useTypedText } from './useTypedText.ts';

/** How a date input reads what is typed and writes what the form holds: a day, or a day and a time of day. */
const readings = {
  day: {
    read: parseDate,
    write: (value: unknown, language: string) => formatDate(value, language),
    wrong: 'sahay.date_format',
    placeholder: 'sahay.date_placeholder',
  },
  dayAndTime: {
    read: parseDateTime,
    write: (value: unknown, language: string) => formatDate(value, language, { time: true }),
    wrong: 'sahay.date_time_format',
    placeholder: 'sahay.date_time_placeholder',
  },
};
type Reading = (typeof readings)[keyof typeof readings];

/** What a date input keeps of what is typed: the ISO value, the text as typed while it is none (for the check), or `null`. */
const typedValue = (reading: Reading) => (text: string) => (text.trim() === '' ? null : (reading.read(text) ?? text));

/** The form check of a typed date: what the reading takes, day first; an empty input is left to `required()`. */
const typedCheck =
  (reading: Reading): Validator =>
  (value) =>
    value === undefined || value === null || value === '' || reading.read(value) !== undefined ? undefined : reading.wrong;

/**
 * A date input that shows and takes the day first (`27/11/2026`, Bengali digits in Bengali) in every browser; with
 * `time`, a date and a 24-hour time (`27/11/2026 14:30`) in the browser's time zone, and a button that opens the
 * browser's own picker. The browser's own date inputs follow the browser's locale (`mm/dd/yyyy, --:-- --` in an
 * American one), whatever the language chosen, so this is a text input: the form holds what the API takes (the
 * ISO day `2026-11-27`, or the moment `2026-11-27T08:30:00.000Z`); what is typed shows as typed while the input has
 * the focus, and is written out day first otherwise.
 */
export function DateInput({
  time = false,
  validate,
  slotProps,
  onFocus,
  onBlur,
  ...props
}: Omit<TextInputProps, 'parse' | 'format' | 'type'> & { time?: boolean }) {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const reading = time ? readings.dayAndTime : readings.day;
  const text = useTypedText(typedValue(reading), { onFocus, onBlur });
  const checks = [typedCheck(reading), ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  return (
    <TextInput
      {...props}
      validate={checks}
      parse={text.parse}
      format={(value) => text.asTyped(value) ?? reading.write(value, language)}
      onFocus={text.onFocus}
      onBlur={text.onBlur}
      slotProps={{
        ...slotProps,
        ...(time
          ? { input: { endAdornment: <DateTimePickerButton source={props.source} />, ...(slotProps?.input as object | undefined) } }
          : {}),
        htmlInput: { placeholder: translate(reading.placeholder), ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
