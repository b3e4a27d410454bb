import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The one-way zones and the module cycle rule (issue 41), through ESLint's
 * Node API with the project's own configuration: each forbidden import is
 * refused by the rule named, and the allowed direction passes. The code is
 * linted as if it sat at the path given; nothing is written there.
 */
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loading the configuration and its plugins is most of the first call: paid here, not by a test.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/shared/warm-up.ts') });
});

/** The rule ids reporting on `code` placed at `file` (relative to the package). */
async function rulesFiring(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('local/') || message.fatal)
    .map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('one-way zones', () => {
  it.each([
    [
      'src/client/lib/zone-probe.ts',
      "import { ChatScreen } from '@/features/chat/components/chat-screen';",
    ],
    ['src/client/lib/zone-probe.ts', "import { appRoutes } from '../app/router';"],
    ['src/client/components/zone-probe.tsx', "import { RootLayout } from '@/app/root-layout';"],
    ['src/client/components/ui/zone-probe.tsx', "export * from '../../features/auth/api/login';"],
    ['src/client/features/chat/zone-probe.ts', "import { RootLayout } from '@/app/root-layout';"],
    ['src/client/features/chat/zone-probe.ts', "const screen = import('../../app/routes/chat');"],
    ['src/shared/zone-probe.ts', "import { loadConfig } from '../server/config.js';"],
    ['src/shared/zone-probe.ts', "import { paths } from '../client/lib/paths';"],
    [
      'src/server/modules/auth/zone-probe.ts',
      "import { emailVerificationRoutes } from '../emails/email-verification.routes.js';",
    ],
    [
      'src/server/modules/billing/zone-probe.ts',
      "import { createBalanceRepository } from '../balance/balance.repository.js';",
    ],
    [
      'src/server/modules/zone-probe.ts',
      "import type { BalanceRepository } from './balance/balance.repository.js';",
    ],
  ])('refuses %s: %s', async (file, code) => {
    expect(await rulesFiring(file, `${code}\nexport {};\n`)).toContain('local/import-boundaries');
  });

  it.each([
    ['src/client/features/chat/zone-probe.ts', "import { paths } from '@/lib/paths';"],
    [
      'src/client/app/zone-probe.ts',
      "import { ChatScreen } from '@/features/chat/components/chat-screen';",
    ],
    ['src/client/components/zone-probe.tsx', "import { Button } from './ui/button';"],
    [
      'src/server/modules/auth/zone-probe.ts',
      "import { mailResult } from '../emails/mail-result.js';",
    ],
    [
      'src/server/modules/billing/zone-probe.ts',
      "import { createBalanceService } from '../balance/balance.service.js';",
    ],
    // A module's own routes are its business; the list of modules registers every one.
    ['src/server/modules/auth/zone-probe.ts', "import { authRoutes } from './auth.routes.js';"],
  ])('accepts %s: %s', async (file, code) => {
    expect(await rulesFiring(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});

describe('no cycle between server modules', () => {
  it('refuses an import that leads back to the importing module, naming the way round', async () => {
    // session-user joins the users, balance and billing tables: users may not import it back.
    const code =
      "import { findSessionUser } from '../session-user/session-user.read.js';\nexport { findSessionUser };\n";
    const [result] = await eslint.lintText(code, {
      filePath: path.join(root, 'src/server/modules/users/cycle-probe.ts'),
    });
    const cycle = result!.messages.find((message) => message.ruleId === 'local/module-cycles');
    expect(cycle?.message).toMatch(/^Module cycle: users → session-user → users\./);
  });

  it('accepts the same import erased at run time, and the downward one', async () => {
    expect(
      await rulesFiring(
        'src/server/modules/users/cycle-probe.ts',
        "import type { SessionUserRow } from '../session-user/session-user.read.js';\nexport type Row = SessionUserRow;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiring(
        'src/server/modules/billing/cycle-probe.ts',
        "import { type SessionUsers } from '../session-user/session-users.js';\nexport type S = SessionUsers;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiring(
        'src/server/modules/session-user/cycle-probe.read.ts',
        "import { users } from '../users/users.tables.js';\nexport { users };\n",
      ),
    ).toEqual([]);
  });
});
