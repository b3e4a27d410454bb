/**
 * The rows of a raw statement (`db.execute(sql`…`)`), by their column names:
 * both drivers, node-postgres and PGlite, answer `{ rows }`, which Drizzle's
 * shared type does not say.
 */
export function rawRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
