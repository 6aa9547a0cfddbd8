import { Chip, Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ListColumn } from '../../generic/columns.ts';

/** A member's row as the list reads it: their account's name, email and phone beside their own fields. */
export interface MemberRow {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  primary_phone?: string | null;
  village?: string | null;
  kinds?: string[];
}

/**
 * What the members list shows, and its export holds: the name, email and phone are their account's (shown but not
 * sorted by: the API sorts by the member's own columns), and the kinds a member has, in words.
 */
export const memberColumns: ListColumn<MemberRow>[] = [
  { source: 'id', kind: 'number', sortable: true },
  { source: 'first_name' },
  { source: 'last_name' },
  {
    source: 'email',
    render: (r) =>
      r.email ? (
        <Link href={`mailto:${r.email}`} onClick={(e) => e.stopPropagation()}>
          {r.email}
        </Link>
      ) : null,
    text: (r) => r.email,
  },
  { source: 'primary_phone' },
  { source: 'village', sortable: true },
  {
    source: 'kinds',
    label: 'sahay.members.kinds',
    text: (r, translate) => (r.kinds ?? []).map((kind) => translate(`sahay.fees.${kind}`)).join(', '),
    render: (r) => (
      <Stack direction="row" spacing={0.5}>
        {(r.kinds ?? []).map((kind) => (
          <KindChip key={kind} kind={kind} />
        ))}
      </Stack>
    ),
  },
];

function KindChip({ kind }: { kind: string }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`sahay.fees.${kind}`)} />;
}
