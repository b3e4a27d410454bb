/**
 * The product as `npm start` runs it (startServer), plus a small control
 * server on its own port that lets the tests shape accounts the way later
 * features will (a verified e-mail, a paid plan). The control server is part
 * of the test harness only: the product has no such backdoor.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { setTimeout as pause } from 'node:timers/promises';
import type { LlmAdapter } from '../../src/server/adapters/llm/llm.js';
import { eq } from 'drizzle-orm';
import { createPersonaEngine } from '../../src/server/adapters/llm/persona-engine.js';
import {
  PaymentProviderError,
  type PaymentsProvider,
} from '../../src/server/adapters/payments/payments.js';
import { loadConfig } from '../../src/server/config.js';
import { systemClock } from '../../src/server/lib/clock.js';
import { createSessionHandoffs } from '../../src/server/modules/auth/session-handoff.service.js';
import { addressKey } from '../../src/server/lib/address-key.js';
import { billingAccounts } from '../../src/server/modules/billing/billing.tables.js';
import { messages } from '../../src/server/modules/conversations/conversations.tables.js';
import { emailOutbox } from '../../src/server/modules/emails/emails.tables.js';
import { passwordChangedMail } from '../../src/server/modules/emails/templates/templates.js';
import { guestSessions } from '../../src/server/modules/guest/guest.tables.js';
import { users } from '../../src/server/modules/users/users.tables.js';
import { startServer } from '../../src/server/server.js';
import { shapeCustomer } from '../../src/server/test/test-app.js';

const CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT);

// A brisk typing pace: replies still arrive word by word, tests stay quick.
const engine = createPersonaEngine({ wordDelayMs: 8 });
/** How fast a reply to a message holding a marker comes: slowly, so that a test can act mid-reply. */
interface Pace {
  /** Before the first word: time to stop a reply before it has begun. */
  firstWordMs: number;
  wordMs: number;
}
const paces = new Map<string, Pace>();
const llm: LlmAdapter = {
  name: engine.name,
  async *stream(request) {
    const last = request.history.at(-1)?.content ?? '';
    const pace = [...paces].find(([marker]) => last.includes(marker))?.[1];
    let first = true;
    for await (const word of engine.stream(request)) {
      const delay = first ? pace?.firstWordMs : pace?.wordMs;
      first = false;
      if (delay) await pause(delay, undefined, { signal: request.signal });
      yield word;
    }
  },
};

// E2E_CLIENT_DIR lets several engineers test their own builds side by side.
const server = await startServer(loadConfig(), { llm, clientDir: process.env.E2E_CLIENT_DIR });
const { db } = server.database;
const handoffs = createSessionHandoffs({ db, clock: systemClock });

/**
 * A payment provider out of reach, for some customers only (the tests run in
 * parallel): reading one of their objects fails as a network error would, so
 * the events of their payments fail and wait in the back office to be replayed.
 */
const unreachableFor = new Set<string>();
const provider = server.app.modules.services.adapters.payments;
for (const name of ['getCheckout', 'getSubscription', 'getInvoice', 'getCharge'] as const) {
  const read = provider[name].bind(provider) as (
    id: string,
  ) => Promise<{ customerId?: unknown } | null>;
  (provider as unknown as Record<string, unknown>)[name] = async (id: string) => {
    const found = await read(id);
    if (typeof found?.customerId === 'string' && unreachableFor.has(found.customerId)) {
      throw new PaymentProviderError('Prestataire de paiement injoignable (panne simulée)', null);
    }
    return found;
  };
}
void (provider satisfies PaymentsProvider);

/**
 * A mail server behind the embedded outbox, for the back office's
 * « Renvoyer » (issue 40): the outbox keeps every first attempt (it sends
 * none), so only a retry reaches it; it refuses mails to some addresses, as
 * a server in trouble would, and accepts the others.
 */
const MAIL_REFUSED = '550 5.7.1 Adresse refusée par le serveur (panne simulée)';
const mailRefusedFor = new Set<string>();
const mailer = server.app.modules.services.adapters.mailer;
mailer.send = async (mail) => {
  if (mailRefusedFor.has(mail.to)) throw new Error(MAIL_REFUSED);
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

const control = createServer(async (request, response) => {
  try {
    const body = await readJson(request);
    if (request.method === 'POST' && request.url === '/customers/shape') {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email)));
      await shapeCustomer(db, user!.id, {
        tier: String(body.tier ?? 'gratuit'),
        messagesRemaining: Number(body.messagesRemaining ?? 3),
        isVerified: body.isVerified !== false,
      });
    } else if (request.method === 'POST' && request.url === '/messages/seed') {
      // Alternating exchanges, one minute apart, ending at `end`, labelled for the assertions.
      const count = Number(body.count);
      const end = new Date(String(body.end)).getTime();
      await db.insert(messages).values(
        Array.from({ length: count }, (_, i) => ({
          conversationId: Number(body.conversationId),
          content: `${i % 2 === 0 ? 'Question' : 'Réponse'} ${String(body.label)} n°${i + 1}`,
          isUser: i % 2 === 0,
          createdAt: new Date(end - (count - i) * 60_000),
        })),
      );
    } else if (request.method === 'POST' && request.url === '/payments/unreachable') {
      // The provider stops answering about this customer's objects, or answers again.
      const [account] = await db
        .select({ customerId: billingAccounts.stripeCustomerId })
        .from(billingAccounts)
        .innerJoin(users, eq(users.id, billingAccounts.userId))
        .where(eq(users.email, String(body.email)));
      if (!account?.customerId) throw new Error(`no payment customer for ${String(body.email)}`);
      if (body.unreachable === false) unreachableFor.delete(account.customerId);
      else unreachableFor.add(account.customerId);
    } else if (request.method === 'POST' && request.url === '/mails/failed') {
      // A notice the outbox gave up on after its five attempts, its body kept (no one-time link).
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email)));
      mailRefusedFor.add(user!.email);
      await db.insert(emailOutbox).values({
        to: user!.email,
        userId: user!.id,
        ...passwordChangedMail({ firstName: user!.firstName }),
        status: 'failed',
        attempts: 5,
        lastError: MAIL_REFUSED,
      });
    } else if (request.method === 'POST' && request.url === '/mails/accepted') {
      // The mail server takes this address's mails again.
      mailRefusedFor.delete(String(body.email));
    } else if (request.method === 'POST' && request.url === '/llm/slow') {
      paces.set(String(body.marker), {
        firstWordMs: Number(body.firstWordMs),
        wordMs: Number(body.wordMs),
      });
    } else if (request.method === 'POST' && request.url === '/guest-sessions/seed') {
      // Guest sessions opened today from one address, as a shared connection gathers (D10).
      const ip = addressKey(String(body.ip));
      await db.insert(guestSessions).values(
        Array.from({ length: Number(body.count) }, (_, i) => ({
          id: `guest_${Date.now()}_seed${i}${Math.random().toString(36).slice(2, 10)}`,
          ipAddress: ip,
        })),
      );
    } else if (request.method === 'POST' && request.url === '/handoffs/mint') {
      // What the special offer's fulfilment does once paid: a one-time `ac` code (ADR 008).
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email)));
      const code = await handoffs.mint(
        user!.id,
        typeof body.guestSessionId === 'string' ? body.guestSessionId : null,
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code }));
      return;
    } else {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(204).end();
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});
control.listen(CONTROL_PORT, '127.0.0.1');

const stop = async () => {
  control.close();
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
