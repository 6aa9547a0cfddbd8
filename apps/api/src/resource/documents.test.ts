import { defineContract, id, lines, money, requiredText, text } from '@sahay/contracts';
import { eq, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { defineResource } from './define-resource.ts';
import { createRepository } from './repository.ts';
import { resourceTable } from './table.ts';

/**
 * The engine's documents with lines, numbering, posting hook and row scope, on a document declared
 * here (its tables made by the test) and written through the engine's repository, as services do.
 */
const app = await createTestApp();
afterAll(() => app.close());
const db = () => app.database.db;

const testDocument = defineContract({
  name: 'test_document',
  module: 'cms',
  label: 'Test document',
  plural: 'test_documents',
  input: z.object({
    note: text(200).optional(),
    owner: id().optional(),
    items: lines({ description: requiredText(100), amount: money() }),
  }),
  actions: ['list', 'get', 'create', 'update', 'delete'],
  lookup: 'number',
});
const documents = resourceTable(testDocument, { number: varchar({ length: 40 }).unique() });
const documentLines = pgTable('test_document_line', {
  id: serial().primaryKey(),
  document: integer('document_id').notNull(),
  description: varchar({ length: 100 }).notNull(),
  amount: numeric({ precision: 14, scale: 2 }).notNull(),
});
/** What the posting hook derives: one row per document with the sum of its lines. */
const postings = pgTable('test_posting', {
  id: serial().primaryKey(),
  document: integer('document_id').notNull(),
  total: numeric({ precision: 14, scale: 2 }).notNull(),
});

const repository = createRepository(
  defineResource({
    contract: testDocument,
    table: documents,
    lines: { field: 'items', table: documentLines, parent: documentLines.document },
    number: { field: 'number', prefix: 'TD' },
    // A caller sees only the documents they own.
    scope: (caller) => (caller ? eq(documents.owner, caller.userId) : sql`false`),
    posting: {
      async post(tx, { record, lines: posted }) {
        const result = (await tx.execute(
          sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as total from test_document_line where document_id = ${record.id}`,
        )) as unknown as { rows: { total: string }[] };
        const { total } = result.rows[0];
        if (posted.some((l) => l.description === 'refused')) throw new HttpError(400, { items: ['A refused line.'] });
        await tx.insert(postings).values({ document: record.id as number, total });
      },
      async undo(tx, { record }) {
        await tx.delete(postings).where(eq(postings.document, record.id as number));
      },
    },
  }),
  app.writeEffects,
);

const owner = { caller: { userId: 7, permissions: new Set<string>() } };
const stranger = { caller: { userId: 8, permissions: new Set<string>() } };
type Line = { id: number; description: string; amount: string };
const create = (items: { description: string; amount: string }[], who = owner) =>
  repository.create(db(), { note: 'A test', owner: who.caller.userId, items }, who) as Promise<{
    id: number;
    number: string;
    items: Line[];
  }>;
/** Rows of plain SQL, on either database. */
async function rows<T>(query: ReturnType<typeof sql>) {
  const result = (await db().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
const postedTotal = async (documentId: number) =>
  (await db().select().from(postings).where(eq(postings.document, documentId))).map((p) => p.total);

beforeAll(async () => {
  await db().execute(sql`create table test_document (
    id serial primary key, created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    created_by integer, updated_by integer, note varchar(200), owner integer, number varchar(40) unique)`);
  await db().execute(sql`create table test_document_line (id serial primary key,
    document_id integer not null references test_document(id) on delete cascade,
    description varchar(100) not null, amount numeric(14,2) not null)`);
  await db().execute(sql`create table test_posting (id serial primary key, document_id integer not null, total numeric(14,2) not null)`);
});

describe('a document with lines', () => {
  it('is created with its lines, a number of the day, and its posting, in one transaction', async () => {
    const created = await create([
      { description: 'First', amount: '10.10' },
      { description: 'Second', amount: '0.20' },
    ]);
    const today = await rows<{ day: string }>(sql`select to_char(current_date, 'YYYYMMDD') as day`);
    expect(created.number).toMatch(new RegExp(`^TD${today[0].day}00\\d+$`));
    expect(created.items.map((l) => [l.description, l.amount])).toEqual([
      ['First', '10.10'],
      ['Second', '0.20'],
    ]);
    expect(await postedTotal(created.id)).toEqual(['10.30']);
    const read = (await repository.get(db(), created.number, owner)) as { items: Line[] };
    expect(read.items).toEqual(created.items);
  });

  it('writes nothing when its posting refuses it: no header, no lines, and the number is given back', async () => {
    const before = await create([{ description: 'Before', amount: '1.00' }]);
    await expect(create([{ description: 'refused', amount: '1.00' }])).rejects.toMatchObject({ statusCode: 400 });
    const after = await create([{ description: 'After', amount: '1.00' }]);
    const sequence = (n: string) => Number(n.slice(12));
    expect(sequence(after.number)).toBe(sequence(before.number) + 1);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from test_document_line where description = 'refused'`);
    expect(n).toBe(0);
  });

  it('updates lines by id: a line with an id changes, one without is added, one left out is removed; the posting follows', async () => {
    const created = await create([
      { description: 'Keep', amount: '1.00' },
      { description: 'Change', amount: '2.00' },
      { description: 'Drop', amount: '3.00' },
    ]);
    const [keep, change] = created.items;
    const updated = (await repository.update(
      db(),
      created.number,
      { items: [{ id: keep.id }, { id: change.id, description: 'Changed', amount: '20.00' }, { description: 'Added', amount: '0.05' }] },
      owner,
    )) as { items: Line[] };
    expect(updated.items.map((l) => [l.description, l.amount])).toEqual([
      ['Keep', '1.00'],
      ['Changed', '20.00'],
      ['Added', '0.05'],
    ]);
    expect(updated.items.slice(0, 2).map((l) => l.id)).toEqual([keep.id, change.id]);
    expect(await postedTotal(created.id)).toEqual(['21.05']);
  });

  it('refuses a line id of another document, naming the line, and changes nothing', async () => {
    const mine = await create([{ description: 'Mine', amount: '1.00' }]);
    const other = await create([{ description: 'Other', amount: '2.00' }]);
    const error = await repository
      .update(db(), mine.number, { items: [{ id: other.items[0].id, description: 'Stolen', amount: '9.00' }] }, owner)
      .catch((e: HttpError) => e);
    expect(error).toMatchObject({
      statusCode: 400,
      body: { 'items.0.id': [`Line ${other.items[0].id} is not a line of this test document.`] },
    });
    expect(((await repository.get(db(), other.number, owner)) as { items: Line[] }).items[0].description).toBe('Other');
  });

  it('is deleted with its lines and its posting undone', async () => {
    const created = await create([{ description: 'Gone', amount: '5.00' }]);
    await repository.remove(db(), created.number, owner);
    expect(await postedTotal(created.id)).toEqual([]);
    const rows = await db().select().from(documentLines).where(eq(documentLines.document, created.id));
    expect(rows).toEqual([]);
  });

  it('gives twenty documents created at the same moment twenty numbers in a row', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => create([{ description: `Rush ${i}`, amount: '1.00' }])));
    const sequences = made.map((d) => Number(d.number.slice(12))).sort((a, b) => a - b);
    expect(new Set(made.map((d) => d.number)).size).toBe(20);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => sequences[0] + i));
  });
});

describe('the row scope', () => {
  it('shows a caller only their own records, in lists and by key, and refuses changes to others as missing', async () => {
    const theirs = await create([{ description: 'Theirs', amount: '1.00' }], stranger);
    const mine = await create([{ description: 'Mine', amount: '1.00' }]);
    const listed = await repository.list(db(), { page: 1, size: 100 }, {}, owner);
    expect(listed.items.map((d) => d.id)).toContain(mine.id);
    expect(listed.items.map((d) => d.id)).not.toContain(theirs.id);
    const attempts = [
      () => repository.get(db(), theirs.number, owner),
      () => repository.update(db(), theirs.number, { note: 'Mine now' }, owner),
      () => repository.remove(db(), theirs.number, owner),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ statusCode: 404 });
    expect(((await repository.get(db(), theirs.number, stranger)) as { note: string }).note).toBe('A test');
  });
});
