import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';

/** A document line's "remove" button, named by its line ("Remove line 2"); the last line left cannot go. */
export function RemoveLineButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
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
