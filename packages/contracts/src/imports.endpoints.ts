import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { id } from './fields.ts';
import { type ImportKind, importBody, importKinds, importRun } from './imports.ts';
import { errorAnswers, writeErrorAnswers } from './responses.ts';

/**
 * Imports from spreadsheets, per kind: a dry run that reports every bad row by line and column, the import
 * itself (every row or none), and the kind's template. A large file runs in the background: the answer is
 * its run (202), read again until it is done.
 */

const tags = ['imports'];
const base = '/import/api/v1/import/';

/** Who may import a kind: whoever may create its records (a donor's gifts also need `donation.update`, checked by the import). */
export const importPermissions: Record<ImportKind, string> = {
  member: 'member.create',
  donation: 'donation.create',
  product: 'product.create',
  ledger_account: 'ledger_account.create',
};

const runAnswers = { 200: importRun, 202: importRun, ...writeErrorAnswers };

function kindEndpoints<const K extends ImportKind>(kind: K) {
  const access = { permission: importPermissions[kind] };
  return {
    dryRun: defineEndpoint({
      method: 'POST',
      path: `${base}${kind}/dry_run`,
      access,
      tags,
      summary: `Check a file of ${kind} rows without writing anything: every bad row by line and column`,
      body: importBody,
      responses: runAnswers,
    }),
    run: defineEndpoint({
      method: 'POST',
      path: `${base}${kind}`,
      access,
      tags,
      summary: `Import a file of ${kind} rows: every row, or none when any is bad`,
      body: importBody,
      responses: runAnswers,
    }),
    templateXlsx: defineEndpoint({
      method: 'GET',
      path: `${base}${kind}/template/xlsx`,
      access,
      tags,
      summary: `The ${kind} template as a spreadsheet: its headings and one example row`,
      produces: 'xlsx',
      responses: { 200: z.string().describe('An XLSX file'), ...errorAnswers },
    }),
    templateCsv: defineEndpoint({
      method: 'GET',
      path: `${base}${kind}/template/csv`,
      access,
      tags,
      summary: `The ${kind} template as CSV: its headings and one example row`,
      produces: 'csv',
      responses: { 200: z.string().describe('A CSV file'), ...errorAnswers },
    }),
  };
}

/** Each kind's endpoints. */
export const importEndpointsOf = {
  member: kindEndpoints('member'),
  donation: kindEndpoints('donation'),
  product: kindEndpoints('product'),
  ledger_account: kindEndpoints('ledger_account'),
} satisfies Record<ImportKind, unknown>;

const runOf = defineEndpoint({
  method: 'GET',
  path: `${base}run/:id`,
  access: { anyPermission: importKinds.map((kind) => importPermissions[kind]) },
  tags,
  summary: 'A run of an import: its status, the rows done so far and what was wrong',
  params: z.object({ id: id() }),
  responses: { 200: importRun, ...errorAnswers },
});

export const importsEndpoints = {
  runOf,
  ...Object.fromEntries(
    importKinds.flatMap((kind) => Object.entries(importEndpointsOf[kind]).map(([name, endpoint]) => [`${kind}.${name}`, endpoint])),
  ),
};
