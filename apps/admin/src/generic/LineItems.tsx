import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { type FieldValues, useFieldArray } from 'react-hook-form';
import { useDigits } from '../useMoney.ts';

/** The props every input of a line takes: small, no margin, no helper text under it. */
export const lineCell = { helperText: false as const, size: 'small' as const, margin: 'none' as const };

/** Where one field of one line sits in the form's values: `path('product')` is `items.2.product` on line 3. */
export type LinePath = (field: string) => string;

export interface LineItemsProps {
  /** The form field that holds the lines (`items`). */
  source: string;
  /**
   * The prefix of the message keys: `<messages>.lines` heads the section, `<messages>.line` names each line
   * ("Line 2"), `<messages>.add_line` and `<messages>.remove_line` are its buttons.
   */
  messages: string;
  /** The id of the section's heading, which names the section. */
  headingId: string;
  /**
   * The columns of a line on a wide screen, the remove button's last (a phone shows one column); or, for a line
   * of many inputs, its columns from a middle screen (`md`, where the line may take two rows) and a wide one (`lg`).
   */
  columns: string | { md: string; lg: string };
  /** A new line's values, and the field of it that takes the focus when it is added. */
  newLine: () => FieldValues;
  focus: string;
  /** The inputs (and figures) of one line, in the order Tab goes through them. */
  cells: (path: LinePath, index: number) => ReactNode;
  /** What a line shows after its remove button (a warning across the whole line). */
  after?: (path: LinePath, index: number) => ReactNode;
  /** What shows under the "add line" button: the running total. */
  children?: ReactNode;
}

/** A line's remove button, named by its line ("Remove line 2"); the last line left cannot go. */
function RemoveLineButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          <DeleteOutline />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The lines of a document (an order, a purchase, a voucher) being entered: each line a named group of inputs
 * with its remove button, an "add line" button that focuses the new line, and what the document shows under
 * them. The lines' own `id` (an existing line's) stays in the values: the array's React keys go elsewhere.
 */
export function LineItems({ source, messages, headingId, columns, newLine, focus, cells, after, children }: LineItemsProps) {
  const translate = useTranslate();
  const digits = useDigits();
  const { fields, append, remove } = useFieldArray<FieldValues, string, 'key'>({ name: source, keyName: 'key' });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mt: 1 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`${messages}.lines`)}
      </Typography>
      {fields.map((field, index) => {
        const n = digits(String(index + 1));
        const path: LinePath = (name) => `${source}.${index}.${name}`;
        return (
          <Box
            key={field.key}
            role="group"
            aria-label={translate(`${messages}.line`, { n })}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', ...(typeof columns === 'string' ? { md: columns } : columns) },
              gap: 1,
              alignItems: 'center',
              py: 0.5,
            }}
          >
            {cells(path, index)}
            <RemoveLineButton
              label={translate(`${messages}.remove_line`, { n })}
              onClick={() => remove(index)}
              disabled={fields.length <= 1}
            />
            {after?.(path, index)}
          </Box>
        );
      })}
      <Button
        startIcon={<Add />}
        onClick={() => append(newLine(), { shouldFocus: true, focusName: `${source}.${fields.length}.${focus}` })}
        sx={{ mt: 1 }}
      >
        {translate(`${messages}.add_line`)}
      </Button>
      {children}
    </Box>
  );
}
