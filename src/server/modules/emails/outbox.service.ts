import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutgoingMail } from '../../adapters/mailer/mailer.js';
import { MINUTE, HOUR, addMs, type Clock } from '../../lib/clock.js';
import type { EmailsRepository } from './emails.repository.js';

/** Waits before each new attempt of a mail that failed: 1 min, 5 min, 30 min, 2 h. */
const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed mail is someone else's for this long, time enough for one SMTP attempt. */
const RETRY_LEASE_MS = 5 * MINUTE;

/**
 * How long a request waits for a mail's first attempt. A stalled SMTP server
 * must not hold a registration: past this the attempt goes on in the
 * background and the outbox retries it if it fails.
 */
export const FIRST_ATTEMPT_WAIT_MS = 3_000;

export interface Delivery {
  sent: boolean;
  /** The first attempt was still under way when the caller stopped waiting; the outbox keeps it. */
  queued?: boolean;
  /** Why the first attempt failed (the mail stays queued for retries). */
  error?: string;
}

const linksOf = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

/** A single-use link (verification, password, log-in, revert): every one of ours carries `token=`. */
const carriesOneTimeLink = (mail: OutgoingMail) => /[?&]token=/.test(mail.text);

/**
 * Every mail goes through the outbox table. With an SMTP transport it is sent
 * at once and, if that fails, retried later; without one (the embedded
 * default) it is kept there, readable at /dev/emails, and logged with its links.
 */
export function createOutbox(deps: {
  emails: EmailsRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Production never writes a mail's links to the log: they open sessions. */
  isProduction: boolean;
  firstAttemptWaitMs?: number;
}) {
  const { emails, mailer, clock, log, isProduction } = deps;
  const firstAttemptWaitMs = deps.firstAttemptWaitMs ?? FIRST_ATTEMPT_WAIT_MS;

  async function attempt(id: number, mail: OutgoingMail, attempts: number): Promise<Delivery> {
    try {
      await mailer.send(mail);
      await emails.markSent(id, clock.now());
      return { sent: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!;
      // Given up, a mail keeps its body to be sent again from the back office, unless a
      // single-use link is in it: that mail is sent anew from the customer's page instead.
      const keepBody = !givenUp || !carriesOneTimeLink(mail);
      await emails.markFailed(id, attempts, message, addMs(clock.now(), delay), givenUp, keepBody);
      log.warn({ mailId: id, attempts, givenUp, err: message }, "échec d'envoi d'e-mail");
      return { sent: false, error: message };
    }
  }

  return {
    /** `userId`: the account the mail is for, when it goes to an address the account has left. */
    async deliver(mail: OutgoingMail, userId?: number): Promise<Delivery> {
      if (!mailer.sends) {
        const row = await emails.enqueue(mail, { status: 'stored', at: clock.now(), userId });
        log.info(
          {
            mailId: row.id,
            to: mail.to,
            subject: mail.subject,
            ...(isProduction ? {} : { links: linksOf(mail.text) }),
          },
          'e-mail (outbox)',
        );
        return { sent: true };
      }
      // Leased for the first attempt, so that the retry job does not send it meanwhile.
      const at = clock.now();
      const row = await emails.enqueue(mail, {
        status: 'pending',
        at,
        nextAttemptAt: addMs(at, RETRY_LEASE_MS),
        userId,
      });
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<Delivery>((resolve) => {
        timer = setTimeout(() => resolve({ sent: true, queued: true }), firstAttemptWaitMs);
      });
      const delivery = await Promise.race([attempt(row.id, mail, 1), waited]);
      clearTimeout(timer);
      if (delivery.queued)
        log.warn({ mailId: row.id }, 'serveur SMTP lent : e-mail laissé à la file');
      return delivery;
    },

    /**
     * For answers that must not reveal whether an address has an account: the
     * caller answers at once; finding the account, minting its link and
     * sending (or any failure, logged) all happen afterwards, so that the
     * answer takes the same time either way.
     */
    deliverLater(compose: () => Promise<OutgoingMail | null>, userId?: number): void {
      setImmediate(() => {
        compose()
          .then((mail) => (mail ? this.deliver(mail, userId) : null))
          .catch((error: unknown) => log.error({ err: error }, "échec d'envoi d'e-mail différé"));
      });
    },

    /**
     * One more attempt at a mail the outbox gave up on (the back office's
     * « Renvoyer », issue 40); null when it is no longer failed or its body
     * was not kept. Failing again, it stays failed with the new error.
     */
    async retryFailed(id: number): Promise<Delivery | null> {
      const row = await emails.claimFailed(id, clock.now(), RETRY_LEASE_MS);
      if (!row) return null;
      return attempt(row.id, row, Math.max(row.attempts + 1, MAX_ATTEMPTS));
    },

    /** Sends again the mails whose retry time has come; answers how many went. */
    async retryDue(max = 20): Promise<number> {
      if (!mailer.sends) return 0;
      let sent = 0;
      for (const row of await emails.claimDue(clock.now(), max, RETRY_LEASE_MS)) {
        if ((await attempt(row.id, row, row.attempts + 1)).sent) sent += 1;
      }
      return sent;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
