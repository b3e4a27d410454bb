import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/**
 * A raw statement (`sql`…``) compiled once, its values given at each run:
 * `build` names each of them with `sql.placeholder`, and `values` fills them
 * (a placeholder left without a value is an error). For the hot writes of a
 * send (issue 12): compiling their text with Drizzle at every call cost 7 µs
 * a statement once V8 had optimised the compiler, and up to 140 µs of a send
 * on a server still warming up (CPU profiles). On PostgreSQL each runs as a
 * named prepared statement, parsed and planned once per connection. PGlite
 * ignores the name.
 */
export function rawStatement<Values extends Record<string, unknown>>(
  build: () => SQL,
): (db: Db, values: Values) => Promise<unknown> {
  // Compiled at first use, not when the module loads: `npm start` does not wait for it.
  let compiled: { query: Query; name: string } | undefined;
  const byDb = new WeakMap<Db, { execute(values: Values): Promise<unknown> }>();
  return (db, values) => {
    compiled ??= named(dialect.sqlToQuery(build()));
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = db._.session.prepareQuery(compiled.query, undefined, compiled.name, false);
      byDb.set(db, statement);
    }
    return statement.execute(values);
  };
}

/** A statement's name stands for one SQL text on a connection: each text gets its own. */
function named(query: Query) {
  const hash = createHash('sha256').update(query.sql).digest('hex').slice(0, 24);
  return { query, name: `raw_${hash}` };
}
