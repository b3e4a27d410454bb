/**
 * What PostgreSQL alone costs a send before its first token: the app reads
 * the send's context, then stores the message (a commit), one round trip
 * after the other; the model is asked meanwhile. Measured here with the
 * least statements that do the same: a read and a committed insert.
 */
import pg from 'pg';

export async function openPostgresFloor(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'create table if not exists bench_floor (id bigserial primary key, at timestamptz not null default now())',
  );
  return {
    /** Milliseconds for one read and one committed insert, one after the other. */
    async readThenCommit(): Promise<number> {
      const started = performance.now();
      await client.query({ name: 'floor_read', text: 'select 1' });
      await client.query({ name: 'floor_commit', text: 'insert into bench_floor default values' });
      return performance.now() - started;
    },
    close: () => client.end(),
  };
}
