import type { ListColumn } from '../../generic/columns.ts';
import { MediaField } from '../../inputs/MediaField.tsx';

/** What the Users list shows, and its export holds: the role by its name, the picture by its address. */
export const userColumns: ListColumn[] = [
  { source: 'id', kind: 'number', sortable: true },
  { source: 'image', text: (r) => (r.image ? String(r.image) : null), render: () => <MediaField source="image" size={40} /> },
  { source: 'first_name', sortable: true },
  { source: 'last_name', sortable: true },
  { source: 'email', sortable: true },
  { source: 'username', sortable: true },
  { source: 'role', kind: 'reference', reference: 'role', sortable: true },
  { source: 'is_active', kind: 'boolean', sortable: true },
];
