import { describe, expect, it } from 'vitest';
import { exportTableOf } from '../../generic/columns.ts';
import { memberColumns } from './memberColumns.tsx';

const words: Record<string, string> = {
  'sahay.members.kinds': 'Kinds',
  'sahay.fees.executive': 'Executive',
  'sahay.fees.general': 'General',
};

describe('the members list’s export', () => {
  it('holds the columns the list shows, the kinds in words, and none of the record’s ids', () => {
    const member = {
      id: 4,
      first_name: 'Kamrul',
      last_name: 'Hasan',
      email: 'kamrul@example.net',
      primary_phone: '01711000000',
      village: 'Savar',
      kinds: ['executive', 'general'],
      user: 22,
      created_by: 1,
    };
    const table = exportTableOf(memberColumns, [member], {
      title: 'Members',
      translate: (key) => words[key] ?? key,
      heading: (column) => (column.label ? words[column.label] : column.source),
    });
    expect(table.columns.map((c) => c.label)).toEqual(['id', 'first_name', 'last_name', 'email', 'primary_phone', 'village', 'Kinds']);
    expect(table.rows).toEqual([['4', 'Kamrul', 'Hasan', 'kamrul@example.net', '01711000000', 'Savar', 'Executive, General']]);
  });
});
