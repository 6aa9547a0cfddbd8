import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { plainText } from '../text.ts';

export function RichTextPreview({ source, length = 80 }: { source: string; length?: number; label?: string; sortable?: boolean }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const text = value ? plainText(value) : '';
  return (
    <Typography variant="body2" component="span">
      {text.length > length ? `${text.slice(0, length)}…` : text}
    </Typography>
  );
}
