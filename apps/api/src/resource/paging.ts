import type { PageRequest } from './repository.ts';

export const defaultPageSize = 10;
export const maxPageSize = 100;

/** The contract's paging: 1-based `page`, `size` up to 100; a value that is not a number falls back to the default. */
export function pageRequest(query: { page?: string; size?: string }): PageRequest {
  const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  const page = number(query.page) ?? 1;
  const size = number(query.size) ?? defaultPageSize;
  return { page: Math.max(1, page), size: Math.min(Math.max(1, size), maxPageSize) };
}
