import { defineResource } from '../../resource/define-resource.ts';
import { contractOfTable } from '../../resource/table.ts';
import * as tables from './organisation.tables.ts';

/** Plain lookups: each table of the module is a resource as its declaration says, with no rules of its own. */
export const organisationResources = Object.values(tables).map((table) => defineResource({ contract: contractOfTable(table), table }));
