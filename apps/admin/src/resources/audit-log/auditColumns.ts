import type { ListColumn } from '../../generic/columns.ts';

/**
 * What the audit trail's list shows, and its export holds: who acted by their name, and the kind of record in words
 * (the trail keeps the resource's code).
 */
export const auditColumns: ListColumn<{ entity?: string }>[] = [
  { source: 'id', kind: 'number', sortable: true },
  { source: 'at', kind: 'dateTime', sortable: true },
  { source: 'user_id', kind: 'reference', reference: 'user', sortable: true },
  {
    source: 'entity',
    sortable: true,
    text: (r, translate) => (r.entity ? translate(`resources.${r.entity}.name`, { smart_count: 1, _: r.entity }) : null),
  },
  { source: 'entity_id', kind: 'number', sortable: true },
  { source: 'action', sortable: true },
];
