/** The API speaks snake_case (as the contract); tables are declared in camelCase. */
export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A database row as the API answers it: snake_case keys, timestamps as ISO strings. */
export function rowToApi(row: Record<string, unknown>, fields?: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const apiKey = toSnake(key);
    if (fields && !fields.includes(apiKey)) continue;
    out[apiKey] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export function apiToRow(input: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) out[toCamel(key)] = value;
  return out;
}
