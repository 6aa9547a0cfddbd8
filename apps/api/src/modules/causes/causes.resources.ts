import * as contracts from '@sahay/contracts';
import { causeFigures } from '@sahay/contracts';
import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.ts';
import { figuresOf } from './causes.service.ts';
import * as tables from './causes.tables.ts';

/**
 * A cause: its raised amount and donor count are read from the books each time it is answered (the
 * receipts naming its sales invoice), never stored. Creating, changing and deleting it also post to the
 * books, through the vouchers' repository: served by causes.routes.ts as services.
 */
export const causeResource = defineResource({
  contract: contracts.cause,
  table: tables.causes,
  output: { ...causeFigures, ledger: z.number().nullable() },
  ownRoutes: ['create', 'update', 'delete'],
  hooks: {
    async expand(db, records) {
      const figures = await figuresOf(db, records);
      return records.map((r) => ({ ...r, ...figures.get(r.id as number) }));
    },
  },
});

export const causesResources = [
  causeResource,
  defineResource({ contract: contracts.causeContent, table: tables.causeContents }),
  defineResource({ contract: contracts.causeContentImage, table: tables.causeContentImages }),
];
