import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

const MODULE = path.resolve(import.meta.dirname, 'passwords.ts');

describe('password hashing', () => {
  // In a process of its own: the tests' set-up lowers the cost in theirs (test/setup.ts).
  it('hashes with argon2id at the OWASP baseline (19 MiB, 2 passes, 1 lane) as production loads it', async () => {
    const script = `const { hashPassword } = await import(${JSON.stringify(MODULE)}); process.stdout.write(await hashPassword('secret123'));`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      script,
    ]);
    expect(stdout).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies its own hashes, and refuses a wrong password or no hash', async () => {
    const stored = await hashPassword('secret123');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'secret123')).toBe(true);
    expect(await verifyPassword(stored, 'secret124')).toBe(false);
    expect(await verifyPassword(null, 'secret123')).toBe(false);
  });
});
