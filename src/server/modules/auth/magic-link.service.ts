import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addMs, MINUTE, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import { createMailCaps } from '../emails/mail-caps.js';
import type { Outbox } from '../emails/outbox.service.js';
import { magicLinkMail } from '../emails/templates/templates.js';
import type { UsersRepository } from '../users/users.repository.js';
import { magicTokens } from './auth.tables.js';

export const MAGIC_LINK_TTL_MS = 10 * MINUTE;
const LIMIT_PER_IP: Limit = { max: 5, windowMs: 15 * MINUTE };

export const MAGIC_LINK_SENT_MESSAGE =
  'Si un compte existe pour cette adresse, un lien de connexion valable 10 minutes vient de lui être envoyé.';

interface Deps {
  db: Db;
  users: UsersRepository;
  outbox: Outbox;
  limit: RateLimiter;
  clock: Clock;
  publicUrl: string;
}

/** Log-in links (spec §3 magic_tokens): hashed, single use, 10 minutes. */
export function createMagicLinks(deps: Deps) {
  const { db, users, outbox, limit, clock, publicUrl } = deps;
  const mailCaps = createMailCaps(limit, 'magic-link');

  return {
    async send(email: string, ip: string) {
      await limit('magic-link:ip', ip, LIMIT_PER_IP, 'emails.rate_limited');
      if (await mailCaps.allows(email, ip)) {
        outbox.deliverLater(async () => {
          const user = await users.findByEmail(email);
          if (!user) return null;
          const token = randomToken();
          await db.insert(magicTokens).values({
            userId: user.id,
            tokenHash: sha256(token),
            expiresAt: addMs(clock.now(), MAGIC_LINK_TTL_MS),
          });
          const link = `${publicUrl}/magic-link?token=${encodeURIComponent(token)}`;
          return { to: user.email, ...magicLinkMail({ firstName: user.firstName, link }) };
        });
      }
      return { message: MAGIC_LINK_SENT_MESSAGE };
    },

    /** The user the link logs in, once; null for an unknown, used or expired link. */
    async redeem(token: string): Promise<number | null> {
      const [row] = await db
        .update(magicTokens)
        .set({ used: true })
        .where(
          and(
            eq(magicTokens.tokenHash, sha256(token)),
            eq(magicTokens.used, false),
            gt(magicTokens.expiresAt, clock.now()),
          ),
        )
        .returning({ userId: magicTokens.userId });
      return row?.userId ?? null;
    },
  };
}

export type MagicLinks = ReturnType<typeof createMagicLinks>;
