import { Stack, TextField } from '@mui/material';
import { DayTextField } from './DayTextField.tsx';

/**
 * What a dialog that undoes something asks for (a refund, a cancellation with refund, a bill's return): why, and
 * on which day, which must fall in an open period. Both are required; the API refuses a locked day by name.
 */
export function ReasonAndDayFields({
  reasonLabel,
  reason,
  onReasonChange,
  dayLabel,
  day,
  onDayChange,
}: {
  reasonLabel: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  dayLabel: string;
  day: string;
  onDayChange: (day: string) => void;
}) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        label={reasonLabel}
        value={reason}
        onChange={(e) => onReasonChange(e.target.value)}
        required
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <DayTextField label={dayLabel} value={day} onChange={onDayChange} required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}
