import type { Db } from './client.js';

/**
 * A query built once per database handle and then only executed: the hot
 * reads of every authenticated request skip Drizzle's query building, and on
 * PostgreSQL run as named prepared statements (parsed and planned once per
 * connection). `build` must use `sql.placeholder` for every value.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
