import type { PaymentsProvider } from './payments.js';

export type EnsureCustomerInput = Parameters<PaymentsProvider['ensureCustomer']>[0];

/** The calls `ensureCustomerWith` needs; `retrieve` answers null for an unknown id. */
export interface CustomerOps {
  retrieve(
    id: string,
  ): Promise<{ id: string; deleted?: unknown; email?: string | null; name?: string | null } | null>;
  update(id: string, changes: { email: string; name: string }): Promise<void>;
  create(
    params: { email: string; name: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<string>;
}

/**
 * A user's customer, by the same rules for both providers: the stored one
 * while it exists (its e-mail and name kept current, for receipts), else a
 * new one created once. The caller's idempotency key covers the customer it
 * replaces, so a replacement is not answered with the deleted customer's creation.
 */
export async function ensureCustomerWith(
  ops: CustomerOps,
  input: EnsureCustomerInput,
): Promise<string> {
  if (input.existingCustomerId) {
    const existing = await ops.retrieve(input.existingCustomerId);
    if (existing && existing.deleted !== true) {
      if (existing.email !== input.email || existing.name !== input.name) {
        await ops.update(existing.id, { email: input.email, name: input.name });
      }
      return existing.id;
    }
  }
  return ops.create(
    { email: input.email, name: input.name, metadata: { userId: String(input.userId) } },
    input.idempotencyKey,
  );
}
