// The database's types and both drivers, for the tests and the benches. The
// server's start imports the one it needs (open-database.ts): PGlite alone
// does not load `pg` and drizzle's node-postgres driver.
export * from './database.js';
export { createPgliteDatabase } from './pglite-client.js';
export { createPostgresDatabase } from './postgres-client.js';
