import type { Db } from "./client";

/**
 * Statements a hot path sends on every request, built by Drizzle once per database and shape (`key`) with
 * placeholders for their values, instead of once per call: building a select and rendering it to SQL cost the
 * API more CPU than the rest of the list's work in Drizzle. `build` returns queries made with
 * `prepare(REUSED)`.
 */
export function reusableQueries<T>(build: (db: Db, key: string) => T): (db: Db, key: string) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db, key) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    let queries = shapes.get(key);
    if (!queries) {
      queries = build(db, key);
      shapes.set(key, queries);
    }
    return queries;
  };
}

/**
 * The name reused queries are prepared with: none. node-postgres then sends each call as an unnamed statement,
 * which PostgreSQL plans with that call's values (the page size, the count's cap), as it did for a query
 * built per call; a named one could fall back to a generic plan that does not know the limit.
 */
export const REUSED = "";
