import { type FieldMeta, type ResourceContract, resourceContracts } from '@sahay/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../lib/http-error.ts';
import { toSnake } from '../lib/keys.ts';
import { storedFields } from './table.ts';

interface PgErrorLike {
  code?: string;
  detail?: string;
  constraint?: string;
  /** The column of a not-null violation. */
  column?: string;
}

/** Turns a database constraint violation into the answer a client can act on, naming the field. */
export function rethrowConstraint(
  error: unknown,
  contract: ResourceContract,
  columns: Record<string, PgColumn>,
  lineFields?: { field: string; meta: FieldMeta }[],
): never {
  const pgError = findPgError(error);
  if (!pgError) throw error;
  // `Key (email)=(...)`, `Key (lower((username)::text))=(...)`, or for a check the constraint `<table>_<column>_check`.
  const sqlColumn =
    /Key \((?:lower\(\(?)?([a-z_]+)/.exec(pgError.detail ?? '')?.[1] ??
    new RegExp(`^${contract.name}_(.+)_check$`).exec(pgError.constraint ?? '')?.[1] ??
    pgError.column;
  const entry = Object.entries(columns).find(([, c]) => c.name === sqlColumn);
  const field = entry ? toSnake(entry[0]) : (sqlColumn ?? 'detail');
  const value = /=\(([^)]*)\)/.exec(pgError.detail ?? '')?.[1];
  switch (pgError.code) {
    case '23505':
      throw new HttpError(409, { [field]: [`A ${contract.label.toLowerCase()} with this ${field.replace(/_/g, ' ')} already exists.`] });
    case '23503': {
      if (/still referenced/.test(pgError.detail ?? ''))
        throw new HttpError(409, `${contract.label} is still in use and cannot be deleted.`);
      const target = [...storedFields(contract), ...(lineFields ?? [])].find((f) => f.field === field)?.meta.references?.resource;
      const label = resourceContracts.find((c) => c.name === target)?.label.toLowerCase() ?? 'record';
      throw new HttpError(400, { [field]: [`No ${label} has the id ${value}.`] });
    }
    case '23502':
      throw new HttpError(400, { [field]: ['This field cannot be empty.'] });
    case '23514':
      if (!entry) throw new HttpError(400, 'A value breaks a rule of this record.');
      throw new HttpError(400, { [field]: ['This value is not one of the choices.'] });
    case '22003':
    case '22021':
    case '22001':
    case '22P02':
    case '22007':
    case '22008':
      if (!entry) throw new HttpError(400, 'A value is out of range or malformed.');
      throw new HttpError(400, { [field]: ['This value is out of range or malformed.'] });
    default:
      throw error;
  }
}

function findPgError(error: unknown): PgErrorLike | undefined {
  for (let e = error as (PgErrorLike & { cause?: unknown }) | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}
