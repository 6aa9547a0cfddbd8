import type { ListColumn } from '../../generic/columns.ts';

/** What the image groups screen shows, and its export holds: each picture's menu by name, its group, its place and its address. */
export const imageColumns: ListColumn[] = [
  { source: 'cms_menu', kind: 'reference', reference: 'cms_menu' },
  { source: 'head' },
  { source: 'position', kind: 'number' },
  { source: 'image' },
];
