import type { ListColumn } from '../../generic/columns.ts';
import { RichTextPreview } from '../../inputs/RichTextField.tsx';
import { plainText } from '../../text.ts';

/**
 * What the website contents list shows, and its export holds: the menu by its name, the block's key, and its words
 * without their markup (the list shows the start of them, the export all of them).
 */
export const contentColumns: ListColumn<{ value?: string | null }>[] = [
  { source: 'id', kind: 'number', sortable: true },
  { source: 'cms_menu', kind: 'reference', reference: 'cms_menu', sortable: true },
  { source: 'name', sortable: true },
  { source: 'value', text: (r) => (r.value ? plainText(r.value) : null), render: () => <RichTextPreview source="value" /> },
];
