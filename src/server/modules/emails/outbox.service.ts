import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport, OutgoingMail } from '../../adapters/mailer/mailer.js';
import { MINUTE, HOUR, addMs, type Clock } from '../../lib/clock.js';
import type { EmailsRepository } from './emails.repository.js';

/** Waits before each new attempt of a mail that failed: 1 min, 5 min, 30 min, 2 h. */
const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed mail is someone else's for this long, time enough for one SMTP attempt. */
const RETRY_LEASE_MS = 5 * MINUTE;

export interface Delivery {
  sent: boolean;
  /** Why the first attempt failed (the mail stays queued for retries). */
  error?: string;
}

const linksOf = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

/**
 * Every mail goes through the outbox table. With an SMTP transport it is sent
 * at once and, if that fails, retried later; without one (the embedded
 * default) it is kept there, readable at /dev/emails, and logged with its links.
 */
export function createOutbox(deps: {
  emails: EmailsRepository;
  transport: MailTransport | null;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { emails, transport, clock, log } = deps;

  async function attempt(id: number, mail: OutgoingMail, attempts: number): Promise<Delivery> {
    try {
      await transport!.send(mail);
      await emails.markSent(id, clock.now());
      return { sent: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!;
      await emails.markFailed(id, attempts, message, addMs(clock.now(), delay), givenUp);
      log.warn({ mailId: id, attempts, givenUp, err: message }, "échec d'envoi d'e-mail");
      return { sent: false, error: message };
    }
  }

  return {
    async deliver(mail: OutgoingMail): Promise<Delivery> {
      if (!transport) {
        const row = await emails.enqueue(mail, 'stored');
        log.info(
          { mailId: row.id, to: mail.to, subject: mail.subject, links: linksOf(mail.text) },
          'e-mail (outbox)',
        );
        return { sent: true };
      }
      const row = await emails.enqueue(mail, 'pending');
      return attempt(row.id, mail, 1);
    },

    /**
     * For answers that must not reveal whether an address has an account: the
     * caller answers at once, the mail (and any failure, logged) follows.
     */
    deliverInBackground(mail: OutgoingMail): void {
      this.deliver(mail).catch((error: unknown) =>
        log.error({ err: error, subject: mail.subject }, "échec d'enregistrement d'e-mail"),
      );
    },

    /** Sends again the mails whose retry time has come; answers how many went. */
    async retryDue(max = 20): Promise<number> {
      if (!transport) return 0;
      let sent = 0;
      for (const row of await emails.claimDue(clock.now(), max, RETRY_LEASE_MS)) {
        if ((await attempt(row.id, row, row.attempts + 1)).sent) sent += 1;
      }
      return sent;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
