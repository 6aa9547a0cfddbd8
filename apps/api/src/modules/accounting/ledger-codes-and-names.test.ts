import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** Ledgers' optional codes, and the names of the ledgers opened for people (api-contract.md 3.5). */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  ...['read', 'create', 'update', 'delete'].map((verb) => `ledger_account.${verb}`),
  'group.read',
  ...['read', 'create', 'update'].map((verb) => `donation.${verb}`),
  'payment_method.read',
);
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object) => app.inject({ method, url, payload, headers: staff });
const ok = async (method: Method, url: string, payload?: object, status = method === 'POST' ? 201 : 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
const rows = async (query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const base = '/ledger_account/api/v1/ledger_account';
const tag = () => Math.random().toString(36).slice(2, 8);

let incomes: number;
beforeAll(async () => {
  const { groups } = await ok('GET', '/group/api/v1/group/search/?name=Indirect Incomes');
  incomes = groups.find((g: { name: string }) => g.name === 'Indirect Incomes').id;
});
const newLedger = (fields: object) => call('POST', `${base}/create/`, { name: `Hall fees ${tag()}`, head_group: incomes, ...fields });

describe('a ledger’s code', () => {
  it('is optional: ledgers without one, or with a blank one, are made side by side', async () => {
    for (const fields of [{}, {}, { code: null }, { code: '' }, { code: '  ' }]) {
      const res = await newLedger(fields);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().code ?? null).toBeNull();
    }
  });

  it('is kept as given (trimmed), changed on the ledger’s page, and found by the search', async () => {
    const code = `40${tag()}`;
    const res = await newLedger({ code: ` ${code} ` });
    expect(res.statusCode, res.body).toBe(201);
    const ledger = res.json();
    expect(ledger.code).toBe(code);
    const renamed = `41${tag()}`;
    expect((await ok('PUT', `${base}/update/${ledger.id}/`, { code: renamed })).code).toBe(renamed);
    const { ledger_accounts } = await ok('GET', `${base}/search/?q=${renamed}`);
    expect(ledger_accounts.map((l: { id: number }) => l.id)).toEqual([ledger.id]);
  });

  it('is unique when given: a second ledger with the same code is refused with a message on the code, and not made', async () => {
    const code = `50${tag()}`;
    expect((await newLedger({ code })).statusCode).toBe(201);
    const name = `Zakat box ${tag()}`;
    const again = await newLedger({ code, name });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: ['A ledger account with this code already exists.'] });
    const { ledger_accounts } = await ok('GET', `${base}/search/?name=${encodeURIComponent(name)}`);
    expect(ledger_accounts).toEqual([]);
  });
});

describe('a person’s ledger', () => {
  it('is titled with the donor’s name, never their email, when their first gift is confirmed', async () => {
    const methods = (await ok('GET', '/payment_method/api/v1/payment_method/all/?size=100')).paymentmethods as {
      id: number;
      name: string;
    }[];
    const last = `Chowdhury ${tag()}`;
    const email = `donor.${tag()}@example.net`;
    const gift = await ok('POST', '/donation/api/v1/donation/create/', {
      first_name: 'Farhana',
      last_name: last,
      email,
      amount: '800.00',
      payment_method: methods.find((m) => m.name === 'Cash')?.id ?? methods[0].id,
    });
    const confirmed = await call('POST', `/donation/api/v1/donation/confirm/${gift.id}/`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { ledger_accounts } = await ok('GET', `${base}/all/?size=100&reference_id=${gift.user}`);
    const ledger = ledger_accounts.find((l: { ledger_type: string }) => l.ledger_type === 'user_ledger');
    expect(ledger?.name).toBe(`Farhana ${last}`);
  });

  it('is told from another person’s of the same name by the kind of record and its number, in plain words', async () => {
    const methods = (await ok('GET', '/payment_method/api/v1/payment_method/all/?size=100')).paymentmethods as { id: number }[];
    const last = `Hasan ${tag()}`;
    const donorsLedger = async () => {
      const gift = await ok('POST', '/donation/api/v1/donation/create/', {
        first_name: 'Kamrul',
        last_name: last,
        email: `kamrul.${tag()}@example.net`,
        amount: '300.00',
        payment_method: methods[0].id,
      });
      const confirmed = await call('POST', `/donation/api/v1/donation/confirm/${gift.id}/`, {});
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { ledger_accounts } = await ok('GET', `${base}/all/?size=100&reference_id=${gift.user}`);
      return {
        user: gift.user as number,
        name: ledger_accounts.find((l: { ledger_type: string }) => l.ledger_type === 'user_ledger')?.name,
      };
    };
    const first = await donorsLedger();
    const second = await donorsLedger();
    expect(first.name).toBe(`Kamrul ${last}`);
    expect(second.name).toBe(`Kamrul ${last} (donor ${second.user})`);
  });
});

describe('the migration of the ledgers opened for people', () => {
  it('titles a donor’s ledger that was named by their email with their name, adding the id where another ledger has it', async () => {
    const db = app.database.db;
    const migration = readFileSync(join(migrationsFolder, '0026_ledger_codes.sql'), 'utf8');
    const renaming = migration.split('--> statement-breakpoint').find((statement) => statement.includes('DO $$')) as string;
    const group = (await rows(sql`select id from "group" where name = 'Sundry Creditors'`))[0].id;
    const person = async (first: string, last: string | null) => {
      const email = `${first.toLowerCase()}.${tag()}@example.net`;
      const [user] = await rows(
        sql`insert into "user" (first_name, last_name, email, username, is_active) values (${first}, ${last}, ${email}, ${email}, true) returning id`,
      );
      const [ledger] = await rows(
        sql`insert into ledger_account (name, ledger_type, reference_id, head_group_id) values (${email}, 'user_ledger', ${user.id}, ${group}) returning id`,
      );
      return { user: user.id as number, ledger: ledger.id as number };
    };
    const last = `Karim ${tag()}`;
    const first = await person('Salma', last);
    const second = await person('Salma', last);
    const taken = `Taken ${tag()}`;
    await rows(sql`insert into ledger_account (name, ledger_type, head_group_id) values (${taken}, 'default', ${group})`);
    const third = await person(taken, null);
    const kept = await person('Rafiq', null);
    await rows(sql`update ledger_account set name = ${`Rafiq's own ${tag()}`} where id = ${kept.ledger}`);
    const keptName = (await rows(sql`select name from ledger_account where id = ${kept.ledger}`))[0].name;

    await db.execute(sql.raw(renaming));

    const nameOf = async (id: number) => (await rows(sql`select name from ledger_account where id = ${id}`))[0].name;
    expect(await nameOf(first.ledger)).toBe(`Salma ${last}`);
    expect(await nameOf(second.ledger)).toBe(`Salma ${last} #${second.user}`);
    expect(await nameOf(third.ledger)).toBe(`${taken} #${third.user}`);
    expect(await nameOf(kept.ledger)).toBe(keptName);
  });
});

describe('the migration of ledger titles with a number sign', () => {
  it('titles them with the name alone where it is free, else the kind of record and its number in plain words', async () => {
    const migration = readFileSync(join(migrationsFolder, '0030_plain_ledger_titles.sql'), 'utf8');
    const group = (await rows(sql`select id from "group" where name = 'Sundry Creditors'`))[0].id;
    const ledger = async (name: string, type: string, reference: number) =>
      (
        await rows(
          sql`insert into ledger_account (name, ledger_type, reference_id, head_group_id) values (${name}, ${type}, ${reference}, ${group}) returning id`,
        )
      )[0].id as number;
    const name = `Kamrul Hasan ${tag()}`;
    const alone = `Nasrin Akter ${tag()}`;
    const original = await ledger(name, 'user_ledger', 901);
    const member = await ledger(`${name} #2`, 'member_ledger', 2);
    const again = await ledger(`${name} #2-2`, 'customer_ledger', 2);
    const free = await ledger(`${alone} #7`, 'vendor_ledger', 7);
    const renamed = await ledger(`${name} #99 by hand`, 'member_ledger', 3);

    await app.database.db.execute(sql.raw(migration.replace(/^--.*$/gm, '')));

    const nameOf = async (id: number) => (await rows(sql`select name from ledger_account where id = ${id}`))[0].name;
    expect(await nameOf(original)).toBe(name);
    expect(await nameOf(member)).toBe(`${name} (member 2)`);
    expect(await nameOf(again)).toBe(`${name} (customer 2)`);
    expect(await nameOf(free)).toBe(alone);
    expect(await nameOf(renamed)).toBe(`${name} #99 by hand`);
  });
});
