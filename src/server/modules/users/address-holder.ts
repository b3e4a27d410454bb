import type { Db } from '../../db/client.js';
import type { UsersRepository } from './users.repository.js';

/**
 * Whose an address is: the account that logs in with it, or the account a
 * live « ce n'était pas moi » link would give it back to (issue 36, ADR 012).
 * The one rule that registration, the special offer's new account and an
 * address change apply: an address with a holder is taken, so the revert
 * always finds its address free.
 */
export function createAddressHolder(deps: {
  users: UsersRepository;
  reservedFor: (email: string, tx?: Db) => Promise<number | undefined>;
}) {
  return async (email: string, tx?: Db): Promise<number | undefined> =>
    (await deps.users.findByEmail(email, tx))?.id ?? (await deps.reservedFor(email, tx));
}

export type AddressHolder = ReturnType<typeof createAddressHolder>;
