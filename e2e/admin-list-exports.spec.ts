import { expect, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';
import { csvRows, downloadBy } from './support/files.ts';

interface ExportedList {
  name: string;
  address: string;
  /** The heading of the column that tells one row from another (the export's rows may come in while it is read). */
  key: string;
  /** Columns whose cell in the file reads as the list shows it: names, where the record holds ids, and words. */
  asShown: string[];
  /** Columns the list shortens: the file holds the whole text, which begins as the list's does. */
  shortened?: string[];
  /** Columns of buttons, which the file has no use for. */
  buttons?: string[];
}

/** Lists built by hand rather than generated from their contract, with rows in the demo charity. */
const lists: ExportedList[] = [
  { name: 'monthly subscriptions', address: '/admin/monthly_subscription', key: 'Id', asShown: ['Member', 'Status', 'Receipt'] },
  { name: 'stock', address: '/admin/inventory', key: 'SKU', asShown: ['Product', 'SKU'], buttons: ['Adjust stock'] },
  { name: 'audit trail', address: '/admin/audit_log', key: 'Id', asShown: ['By', 'Record type', 'Action'] },
  { name: 'website contents', address: '/admin/cms_menu_content', key: 'Id', asShown: ['Menu', 'Key'], shortened: ['Content'] },
];

// Ids are shown with thousands apart (1,204); the file holds the number as the API answers it.
const sameKey = (shown: string, exported: string) => shown.replace(/,/g, '') === exported;

for (const list of lists) {
  test(`the ${list.name} list exports the columns it shows, under the same headings, with names instead of ids`, async ({ page }) => {
    await openAdmin(page, list.address);
    const table = page.getByRole('table');
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const headings = (await table.getByRole('columnheader').allTextContents()).map((heading) => heading.trim());
    const shown = (await firstRow.getByRole('cell').allTextContents()).map((cell) => cell.trim());

    const csv = await downloadBy(page, page.getByRole('button', { name: 'Export', exact: true }));
    const [header, ...rows] = csvRows(csv.bytes);
    expect(header).toEqual(headings.filter((heading) => heading && !list.buttons?.includes(heading)));

    const cellOf = (heading: string) => shown[headings.indexOf(heading)];
    const exported = rows.find((row) => sameKey(cellOf(list.key), row[header.indexOf(list.key)]));
    expect(exported, `the row ${cellOf(list.key)} in the file`).toBeDefined();
    // A referenced record's name is looked up after the row shows: the list's cell is waited for, not read once.
    const cell = (heading: string) => firstRow.getByRole('cell').nth(headings.indexOf(heading));
    for (const heading of list.asShown) await expect(cell(heading), heading).toHaveText(exported?.[header.indexOf(heading)] ?? '');
    for (const heading of list.shortened ?? [])
      expect(exported?.[header.indexOf(heading)].startsWith(cellOf(heading).replace(/…$/, '')), heading).toBe(true);
  });
}
