/**
 * Turns form fields named with brackets, as the original clients send them
 * (`items[0][ledger]`, `images[0][3]`), into nested objects and arrays.
 */
export function unflattenBracketKeys(fields: Iterable<[string, unknown]>) {
  const root: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    const segments = parseName(name);
    if (!segments) continue;
    let node: Record<string, unknown> | unknown[] = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const key = segment as never;
      if (last) {
        (node as Record<string, unknown>)[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(segments[i + 1]);
      const existing = (node as Record<string, unknown>)[key];
      const child = existing !== null && typeof existing === 'object' ? existing : nextIsIndex ? [] : {};
      (node as Record<string, unknown>)[key] = child;
      node = child as Record<string, unknown>;
    });
  }
  return compactArrays(root) as Record<string, unknown>;
}

const forbidden = new Set(['__proto__', 'prototype', 'constructor']);

function parseName(name: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return undefined;
  const segments = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
  // Indexes past 1000 would build huge sparse arrays; prototype keys would poison objects.
  if (segments.some((s) => forbidden.has(s) || s === '' || (/^\d+$/.test(s) && Number(s) > 1000))) return undefined;
  return segments;
}

/** Arrays built from `[0]`, `[2]` keep their order without holes. */
function compactArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactArrays);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactArrays(v)]));
  }
  return value;
}
