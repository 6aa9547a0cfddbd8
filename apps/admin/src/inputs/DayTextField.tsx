import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate, parseDate } from '../dates.ts';

/**
 * The day a dialog asks for (a payment's, a confirmation's), outside a react-admin form: shown and typed day
 * first like every date input of the back office. `value` is the ISO day; `onChange` gets the ISO day typed,
 * or the text as typed while it is none (the API refuses it with its message), and the field says what to type.
 */
export function DayTextField({
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & { value: string; onChange: (day: string) => void }) {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const wrong = typed !== undefined && typed.trim() !== '' && parseDate(typed) === undefined;
  return (
    <TextField
      {...props}
      value={typed ?? formatDate(value, language)}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(parseDate(event.target.value) ?? event.target.value);
      }}
      onBlur={() => {
        if (!wrong) setTyped(undefined);
      }}
      error={wrong}
      helperText={wrong ? translate('sahay.date_format') : props.helperText}
      placeholder={translate('sahay.date_placeholder')}
    />
  );
}
