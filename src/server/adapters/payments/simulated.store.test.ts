import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from '../../db/client.js';
import { createPostgresTestDatabase, createTestPglite } from '../../db/test-databases.js';
import { createSimulatedPayments } from './simulated.payments.js';
import { createDbObjectStore } from './simulated.store.js';
import { simulatedPaymentObjects } from './simulated.tables.js';
import { createMemoryObjectStore, type ObjectStore } from './stripe-core/object-store.js';

/**
 * The table as drizzle-kit would create it: the lead's migration will be
 * generated from the same definition, so this test cannot drift from it.
 */
async function createTable(database: Database) {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson({ simulatedPaymentObjects }),
  );
  // The test PGlite starts migrated: its table is the migration's, replaced here by the definition's.
  await database.db.execute(sql`drop table if exists ${simulatedPaymentObjects}`);
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

/**
 * A database of each kind (PGlite always, PostgreSQL with TEST_DATABASE_URL):
 * the store needs only its own table, not the app's migrations.
 */
function databases(): Array<{ name: string; create(): Promise<Database> }> {
  const pglite = { name: 'pglite', create: async () => createTestPglite() };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [pglite];
  const postgres = {
    name: 'postgres',
    async create(): Promise<Database> {
      const created = await createPostgresTestDatabase(url);
      const database = createPostgresDatabase(created.url);
      return {
        ...database,
        async close() {
          await database.close();
          await created.drop();
        },
      };
    },
  };
  return [pglite, postgres];
}

interface StoreKind {
  name: string;
  open(): Promise<{ store: ObjectStore; close(): Promise<void>; reopen(): ObjectStore }>;
}

const kinds: StoreKind[] = [
  {
    name: 'memory',
    async open() {
      const store = createMemoryObjectStore();
      return { store, reopen: () => store, close: async () => {} };
    },
  },
  ...databases().map(({ name, create }) => ({
    name,
    async open() {
      const database = await create();
      await createTable(database);
      return {
        store: createDbObjectStore(database.db),
        reopen: () => createDbObjectStore(database.db),
        close: () => database.close(),
      };
    },
  })),
];

interface Thing {
  id: string;
  object: string;
  name: string;
  nested?: { list: number[]; flag: boolean | null };
}

describe.each(kinds)('object store on $name', (kind) => {
  let opened: Awaited<ReturnType<StoreKind['open']>>;
  let store: ObjectStore;
  beforeAll(async () => {
    opened = await kind.open();
  });
  afterAll(() => opened.close());
  let n = 0;
  const newId = () => `obj_${++n}`;
  beforeEach(() => {
    store = opened.store;
  });

  it('gives back what was put, by type and id, and null for anything else', async () => {
    const id = newId();
    const thing: Thing = {
      id,
      object: 'thing',
      name: 'Nina’s « test »',
      nested: { list: [1, 2], flag: null },
    };

    await store.put(thing);

    expect(await store.get<Thing>('thing', id)).toEqual(thing);
    expect(await store.get('other', id)).toBeNull();
    expect(await store.get('thing', 'obj_missing')).toBeNull();
  });

  it('replaces an object put again, and keeps one per type and id', async () => {
    const id = newId();
    await store.put({ id, object: 'thing', name: 'avant' });
    await store.put({ id, object: 'thing', name: 'après' });
    await store.put({ id, object: 'other', name: 'même id, autre type' });

    expect(await store.get<Thing>('thing', id)).toMatchObject({ name: 'après' });
    expect((await store.list<Thing>('thing')).filter((t) => t.id === id)).toHaveLength(1);
    expect(await store.get<Thing>('other', id)).toMatchObject({ name: 'même id, autre type' });
  });

  it('lists by type only', async () => {
    const a = newId();
    const b = newId();
    await store.put({ id: a, object: 'listed', name: 'a' });
    await store.put({ id: b, object: 'listed', name: 'b' });
    await store.put({ id: newId(), object: 'unlisted', name: 'c' });

    const listed = await store.list<Thing>('listed');

    expect(listed.map((t) => t.id).sort()).toEqual([a, b].sort());
    expect(await store.list('nothing')).toEqual([]);
  });

  it('hands out copies: changing one changes nothing stored', async () => {
    const id = newId();
    const thing: Thing = {
      id,
      object: 'thing',
      name: 'original',
      nested: { list: [1], flag: true },
    };
    await store.put(thing);

    thing.name = 'changed after put';
    const read = await store.get<Thing>('thing', id);
    read!.nested!.list.push(2);
    (await store.list<Thing>('thing')).forEach((t) => (t.name = 'changed in a list'));

    expect(await store.get<Thing>('thing', id)).toEqual({
      id,
      object: 'thing',
      name: 'original',
      nested: { list: [1], flag: true },
    });
  });

  it('keeps the simulated provider’s state across a restart', async () => {
    const publicUrl = 'http://localhost:5000';
    const before = createSimulatedPayments({ store, publicUrl });
    await before.syncCatalogue();
    const customerId = await before.ensureCustomer({
      userId: 1,
      email: 'nina@exemple.fr',
      name: 'Nina',
      existingCustomerId: null,
      idempotencyKey: 'customer-user-1',
    });
    const { id } = await before.startSubscriptionCheckout({
      userId: 1,
      customerId,
      tier: 'privilege',
      introOffer: false,
      successUrl: `${publicUrl}/subscription?success=true`,
      cancelUrl: `${publicUrl}/subscription`,
      metadata: {},
      idempotencyKey: `restart-${kind.name}`,
    });
    await before.pay(id);

    const after = createSimulatedPayments({ store: opened.reopen(), publicUrl });

    const [subscription] = await after.listSubscriptions(customerId);
    expect(subscription).toMatchObject({ status: 'active', tier: 'privilege' });
    expect(await after.pay(id)).toEqual([]);
    expect(
      await after.ensureCustomer({
        userId: 1,
        email: 'nina@exemple.fr',
        name: 'Nina',
        existingCustomerId: null,
        idempotencyKey: 'customer-user-1',
      }),
    ).toBe(customerId);
  });
});
