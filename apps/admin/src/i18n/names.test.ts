import { modules, resourceContracts } from '@sahay/contracts';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../contracts.ts';
import { humanize } from '../text.ts';
import { choiceKey } from './choices.ts';
import { i18nProvider } from './index.ts';

/** The side menu's seeded entries as each language names them: the groups (`menu.<module>`) and every resource's list. */
async function menuNames(locale: string) {
  await i18nProvider.changeLocale(locale);
  const name = (key: string) => String(i18nProvider.translate(key, { smart_count: 2, _: key }));
  return {
    groups: modules.map((m) => name(`menu.${m}`)),
    entries: Object.fromEntries(resourceContracts.map((c) => [c.name, name(`resources.${c.name}.name`)])),
  };
}

describe.each(['en', 'bn'])('the side menu in %s', (locale) => {
  it('names every entry in words, never as its code is spelt, and no two alike', async () => {
    const { groups, entries } = await menuNames(locale);
    const names = [...groups, ...Object.values(entries)];
    for (const shown of names) {
      expect(shown).not.toMatch(/^(resources|menu)\./);
      expect(shown).not.toMatch(/_/);
    }
    // A record named in several words is not listed under its one-word list key (`Idjournals`, or `Sales` for the
    // sales vouchers, beside the Sales group).
    for (const c of resourceContracts)
      if (/\s/.test(c.label) && !c.plural.includes('_')) expect(entries[c.name]).not.toBe(humanize(c.plural));
    expect(names.filter((shown, i) => names.indexOf(shown) !== i)).toEqual([]);
  });
});

it('says what kind of record each voucher list holds', async () => {
  const { entries } = await menuNames('en');
  expect([entries.sales, entries.purchase, entries.contra, entries.journal, entries.idjournal]).toEqual([
    'Sales vouchers',
    'Purchase vouchers',
    'Contra vouchers',
    'Journal vouchers',
    'ID journal vouchers',
  ]);
  const bengali = await menuNames('bn');
  for (const kind of ['payment_voucher', 'receipt_voucher', 'sales', 'purchase', 'contra', 'journal', 'idjournal'])
    expect(bengali.entries[kind]).toMatch(/ভাউচার$/);
});

describe('a declared choice (a status, a kind, a unit)', () => {
  const codes = [...new Set(resourceContracts.flatMap((c) => fieldsOf(c).flatMap((f) => f.choices ?? [])))];

  it('reads in English as its code in words', async () => {
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate(choiceKey('order_confirmed'))).toBe('Order confirmed');
    for (const code of codes) expect(i18nProvider.translate(choiceKey(code))).not.toMatch(/^choices\.|_/);
  });

  it('reads in Bengali in Bengali script, but for currency codes', async () => {
    await i18nProvider.changeLocale('bn');
    for (const code of codes) {
      const shown = String(i18nProvider.translate(choiceKey(code)));
      if (/^[A-Z]{3}$/.test(code)) expect(shown).toBe(code);
      else expect(shown, code).toMatch(/[\u0980-\u09FF]/);
    }
    await i18nProvider.changeLocale('en');
  });
});
