/**
 * Values kept by key, each tagged with the entities it was built from. A change to an entity
 * drops every value tagged with it; a value built while a change happened is not kept (it may
 * hold the old data). Bounded: past `maxEntries` the oldest entry goes, so odd query strings
 * cannot grow it without end.
 */
export function createTaggedCache<T>(options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 2000;
  const entries = new Map<string, { value: T; tags: readonly string[] }>();
  let generation = 0;
  return {
    async get(key: string, tags: readonly string[], load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit.value;
      const startedAt = generation;
      const value = await load();
      if (startedAt === generation && keep(value)) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, tags });
      }
      return value;
    },
    /** The value kept for this key, if any, without building it. */
    peek(key: string): T | undefined {
      return entries.get(key)?.value;
    },
    /** Drops the values tagged with this entity; `*` drops them all. */
    invalidate(tag: string) {
      generation++;
      if (tag === '*') entries.clear();
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

export type TaggedCache<T> = ReturnType<typeof createTaggedCache<T>>;
