import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;
// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let options = OPTIONS;

/**
 * For the tests only (test/setup.ts): argon2id still, at 256 KiB and one
 * pass, a thirtieth of a hash's time, where the suite hashes the password of
 * every account it makes. passwords.test.ts checks that the module as
 * production loads it hashes at the baseline above.
 */
export function lowerPasswordCostForTests() {
  options = { ...OPTIONS, memoryCost: 256, timeCost: 1 };
}

export const hashPassword = (password: string) => hash(password, options);

// Verifying against this when the account does not exist keeps the answer
// time the same, so timing does not tell which e-mails have an account.
const decoyHash = hash('mot-de-passe-leurre', OPTIONS);

export async function verifyPassword(storedHash: string | null, password: string) {
  if (!storedHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
