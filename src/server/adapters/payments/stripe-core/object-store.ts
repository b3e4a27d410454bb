/**
 * Where the Stripe-like core keeps its objects: Stripe-shaped JSON, keyed by
 * their `object` type and id. In memory for the fake Stripe server and tests;
 * in the database for the simulated provider, so that its customers and
 * subscriptions survive a restart.
 *
 * Values go in and come out as copies: changing a returned object changes
 * nothing until it is put back, whichever store is used.
 */
export interface StoredObject {
  id: string;
  /** Stripe's type name: 'customer', 'checkout.session', 'subscription'… */
  object: string;
}

export interface ObjectStore {
  get<T extends StoredObject>(type: string, id: string): Promise<T | null>;
  /** Inserts or replaces the object of that type and id. */
  put<T extends StoredObject>(value: T): Promise<void>;
  /** Every object of a type, in no particular order. */
  list<T extends StoredObject>(type: string): Promise<T[]>;
}

export function createMemoryObjectStore(): ObjectStore {
  const byType = new Map<string, Map<string, string>>();
  const copy = <T>(json: string) => JSON.parse(json) as T;
  return {
    async get<T extends StoredObject>(type: string, id: string) {
      const json = byType.get(type)?.get(id);
      return json === undefined ? null : copy<T>(json);
    },
    async put(value) {
      let objects = byType.get(value.object);
      if (!objects) byType.set(value.object, (objects = new Map()));
      objects.set(value.id, JSON.stringify(value));
    },
    async list<T extends StoredObject>(type: string) {
      return [...(byType.get(type)?.values() ?? [])].map((json) => copy<T>(json));
    },
  };
}
