import Event from '@mui/icons-material/Event';
import { IconButton, InputAdornment } from '@mui/material';
import { useRef } from 'react';
import { useTranslate, useWrappedSource } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { parseDateTime, pickerDateTime } from '../dates.ts';

/** Out of sight and out of the tab order, yet rendered: the browser opens its picker only for a rendered input. */
const outOfSight = {
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 1,
  height: 1,
  opacity: 0,
  border: 0,
  padding: 0,
  pointerEvents: 'none',
} as const;

/**
 * The browser's own calendar and clock, behind a button at the end of a date-and-time input that is text (so that
 * it shows the day first). The browser's input that carries the picker is never seen; what is picked goes into the
 * form as typing it would, and the text input writes it out day first.
 */
export function DateTimePickerButton({ source }: { source: string }) {
  const translate = useTranslate();
  const name = useWrappedSource(source);
  const form = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <InputAdornment position="end" sx={{ position: 'relative' }}>
      <IconButton
        edge="end"
        size="small"
        aria-label={translate('sahay.pick_date_time')}
        onClick={() => {
          if (!picker.current) return;
          picker.current.value = pickerDateTime(form.getValues(name));
          picker.current.showPicker();
        }}
      >
        <Event fontSize="small" />
      </IconButton>
      <input
        ref={picker}
        type="datetime-local"
        tabIndex={-1}
        aria-hidden
        style={outOfSight}
        onChange={(event) =>
          form.setValue(name, parseDateTime(event.target.value) ?? null, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
        }
      />
    </InputAdornment>
  );
}
