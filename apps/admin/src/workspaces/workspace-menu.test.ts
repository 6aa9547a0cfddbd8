import { type AdminMenuNode, modules, resourceContracts } from '@sahay/contracts';
import { describe, expect, it } from 'vitest';
import { entriesOf, offered, sectionsOf, workspaceOfPath } from './workspace-menu.ts';
import { workspaces } from './workspaces.ts';

/** A stored menu as the API answers it: one group per module, an entry per resource of it. */
function menuOf(resources: string[]): AdminMenuNode[] {
  const node = (id: number, fields: Partial<AdminMenuNode>): AdminMenuNode => ({
    id,
    menu_id: '',
    title: '',
    translate: null,
    type: 'item',
    icon: null,
    url: null,
    exact: false,
    parent: null,
    position: id,
    children: [],
    ...fields,
  });
  return modules.flatMap((module, m) => {
    const children = resourceContracts
      .filter((c) => c.module === module && resources.includes(c.name))
      .map((c, i) => node(1000 * (m + 1) + i, { menu_id: c.name, url: `/admin/${c.name}`, parent: m + 1 }));
    return children.length ? [node(m + 1, { menu_id: `module.${module}`, type: 'group', translate: `menu.${module}`, children })] : [];
  });
}
const byId = (id: string) => workspaces.find((w) => w.id === id) ?? expect.fail(`no workspace ${id}`);

describe('the workspaces', () => {
  it('hold every module of the back office, each in one workspace', () => {
    const held = workspaces.flatMap((w) => w.modules);
    expect([...held].sort()).toEqual([...modules].sort());
  });

  it('offer a support agent’s menu the Support workspace only, though it holds ticket statuses and types (lookups of Settings)', () => {
    const support = ['ticket', 'ticket_detail', 'ticket_department', 'ticket_priority', 'ticket_status', 'ticket_type', 'message'];
    const menu = menuOf(support);
    const can = (permission: string) => support.some((name) => permission === `${name}.read`);
    const shown = workspaces.filter((w) => offered(w, sectionsOf(w, menu, can), can)).map((w) => w.id);
    expect(shown).toEqual(['support']);
    // Settings would gather the lookups, but they stay in Support's own menu.
    expect(entriesOf(sectionsOf(byId('support'), menu, can)).map((e) => e.key)).toContain('ticket_status');
  });

  it('give the Books workspace its lists and the account reports a role may read', () => {
    const menu = menuOf(['receipt_voucher', 'payment_voucher', 'ledger_account', 'notice']);
    const entries = entriesOf(sectionsOf(byId('books'), menu, (p) => p === 'account_log.read'));
    expect(entries.filter((e) => e.kind === 'list').map((e) => e.key)).toEqual(['ledger_account', 'payment_voucher', 'receipt_voucher']);
    expect(entries.filter((e) => e.kind === 'report').map((e) => e.key)).toContain('reports/trial-balance');
    expect(entriesOf(sectionsOf(byId('books'), menu, () => false)).filter((e) => e.kind === 'report')).toEqual([]);
  });

  it('place an address in its workspace, keeping a lookup in the workspace it was opened from', () => {
    const menu = menuOf(resourceContracts.map((c) => c.name));
    const menus = new Map(workspaces.map((w) => [w.id, sectionsOf(w, menu, () => true)]));
    expect(workspaceOfPath('/', menus, workspaces, 'books')).toBeUndefined();
    expect(workspaceOfPath('/workspace/shop', menus, workspaces, undefined)).toBe('shop');
    expect(workspaceOfPath('/receipt_voucher/12/show', menus, workspaces, undefined)).toBe('books');
    expect(workspaceOfPath('/reports/trial-balance', menus, workspaces, 'website')).toBe('books');
    expect(workspaceOfPath('/support/inbox/2', menus, workspaces, undefined)).toBe('support');
    expect(workspaceOfPath('/country', menus, workspaces, undefined)).toBe('people');
    expect(workspaceOfPath('/country/3', menus, workspaces, 'settings')).toBe('settings');
  });
});
