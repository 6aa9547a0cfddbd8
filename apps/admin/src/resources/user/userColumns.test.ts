import { describe, expect, it } from 'vitest';
import { exportTableOf } from '../../generic/columns.ts';
import { userColumns } from './userColumns.tsx';

describe('the Users list’s export', () => {
  it('holds the columns the list shows, the role by its name and active in words, not ids', () => {
    const account = {
      id: 7,
      image: '/media/user/7.webp',
      first_name: 'Rahim',
      last_name: 'Uddin',
      email: 'rahim@example.net',
      username: 'rahim',
      role: 3,
      is_active: true,
      password_changed_at: '2026-11-01',
      created_by: 1,
    };
    const table = exportTableOf(userColumns, [account], {
      title: 'Users',
      translate: (key) => ({ 'ra.boolean.true': 'Yes' })[key] ?? key,
      heading: (column) => column.source,
      titles: new Map([['role', new Map([[3, 'Accountant']])]]),
    });
    expect(table.columns.map((c) => c.label)).toEqual(['id', 'image', 'first_name', 'last_name', 'email', 'username', 'role', 'is_active']);
    expect(table.rows).toEqual([['7', '/media/user/7.webp', 'Rahim', 'Uddin', 'rahim@example.net', 'rahim', 'Accountant', 'Yes']]);
  });
});
