import { LEDGER_LABELS, type LedgerReason } from '#shared/ledger.js';
import { PERSONA_NAME } from '#shared/persona.js';
import type { AccountSession, ExportFormat } from '#shared/schemas/account.js';
import type { SessionUser } from '#shared/schemas/user.js';
import { HOUR, type Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import type { AccessClaims } from '../auth/access-tokens.js';
import type { Sessions } from '../auth/sessions.service.js';
import { readableExport } from './account-export-document.js';
import { EXPORT_PAGE_ROWS, type AccountExportRead } from './account-export.read.js';

export interface ExportedMessage {
  author: 'vous' | 'conseillere_ia';
  content: string;
  status: string;
  createdAt: string;
}

export interface ExportedConversation {
  id: number;
  title: string;
  createdAt: string;
  messages: ExportedMessage[];
}

/** Everything the service holds about one person (GDPR arts. 15 and 20), as a portable document. */
export interface AccountExport {
  exportedAt: string;
  service: string;
  account: SessionUser;
  consents: Array<{
    acceptedAt: string;
    action: string;
    version: string;
    ipAddress: string | null;
    userAgent: string | null;
    metadata: Record<string, unknown> | null;
  }>;
  conversations: ExportedConversation[];
  messageMovements: Array<{
    at: string;
    delta: number;
    balanceAfter: number;
    reason: string;
    label: string;
  }>;
  payments: Array<{
    id: string;
    paidAt: string;
    kind: string;
    tier: string | null;
    amountCents: number;
    currency: string;
  }>;
  sessions: AccountSession[];
}

export type ExportHead = Omit<AccountExport, 'conversations'>;

/** The account's consultations as they are read, a page at a time: each, then its messages. */
export type ConversationEvent =
  | { kind: 'conversation'; conversation: Omit<ExportedConversation, 'messages'> }
  | { kind: 'message'; message: ExportedMessage };

async function* conversationEvents(
  repository: AccountExportRead,
  userId: number,
): AsyncGenerator<ConversationEvent> {
  let after = { conversationId: 0, messageId: -1 };
  let current: number | null = null;
  for (;;) {
    const rows = await repository.conversationsWithMessages(userId, after);
    for (const row of rows) {
      if (row.conversationId !== current) {
        current = row.conversationId;
        yield {
          kind: 'conversation',
          conversation: {
            id: row.conversationId,
            title: row.title,
            createdAt: row.conversationCreatedAt.toISOString(),
          },
        };
      }
      // A consultation opened and never written to has one row with no message.
      if (row.messageId === null || row.content === null || row.createdAt === null) continue;
      yield {
        kind: 'message',
        message: {
          author: row.isUser ? 'vous' : 'conseillere_ia',
          content: row.content,
          status: row.status ?? 'complete',
          createdAt: row.createdAt.toISOString(),
        },
      };
    }
    if (rows.length < EXPORT_PAGE_ROWS) return;
    const last = rows.at(-1)!;
    after = { conversationId: last.conversationId, messageId: last.messageId ?? 0 };
  }
}

/** What is small and bounded by the account's life (consents, movements, payments, sessions). */
async function collectHead(input: {
  repository: AccountExportRead;
  user: SessionUser;
  sessions: AccountSession[];
  now: Date;
}): Promise<ExportHead> {
  const { repository, user, sessions, now } = input;
  const [consents, ledger, payments] = await Promise.all([
    repository.consents(user.id),
    repository.ledger(user.id),
    repository.payments(user.id),
  ]);
  return {
    exportedAt: now.toISOString(),
    service: 'Voyance IA',
    account: user,
    consents: consents.map((c) => ({
      acceptedAt: c.acceptedAt.toISOString(),
      action: c.action,
      version: c.version,
      ipAddress: c.ipAddress,
      userAgent: c.userAgent,
      metadata: c.metadata ?? null,
    })),
    messageMovements: ledger.map((m) => ({
      at: m.createdAt.toISOString(),
      delta: m.delta,
      balanceAfter: m.balanceAfter,
      reason: m.reason,
      label: LEDGER_LABELS[m.reason as LedgerReason] ?? m.reason,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      paidAt: p.paidAt.toISOString(),
      kind: p.kind,
      tier: p.tier,
      amountCents: p.amountCents,
      currency: p.currency,
    })),
    sessions,
  };
}

/**
 * The JSON document, written as the consultations are read: the service
 * holds at most a page of rows, however long the history (issue 36).
 */
async function* jsonExport(
  head: ExportHead,
  events: AsyncIterable<ConversationEvent>,
): AsyncGenerator<string> {
  yield `{${JSON.stringify(head).slice(1, -1)},"conversations":[`;
  let conversations = 0;
  let messages = 0;
  for await (const event of events) {
    if (event.kind === 'conversation') {
      const opening = JSON.stringify({ ...event.conversation, messages: [] }).slice(0, -2);
      yield `${conversations++ > 0 ? ']},' : ''}${opening}`;
      messages = 0;
    } else {
      yield `${messages++ > 0 ? ',' : ''}${JSON.stringify(event.message)}`;
    }
  }
  yield `${conversations > 0 ? ']}' : ''}]}\n`;
}

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});
const when = (iso: string) => parisDateTime.format(new Date(iso));

/** The consultations as a person reads them: one block per consultation, one paragraph per message. */
async function* textExport(
  head: ExportHead,
  events: AsyncIterable<ConversationEvent>,
): AsyncGenerator<string> {
  yield [
    `Vos consultations — ${head.service}`,
    `Compte : ${head.account.email}`,
    `Exporté le ${when(head.exportedAt)} (heure de Paris)`,
    `${PERSONA_NAME} est une conseillère virtuelle : ses réponses sont écrites par une intelligence artificielle.`,
    '',
    '',
  ].join('\n');
  let any = false;
  for await (const event of events) {
    any = true;
    if (event.kind === 'conversation') {
      const { title, createdAt } = event.conversation;
      yield `${'='.repeat(60)}\n« ${title} » — commencée le ${when(createdAt)}\n\n`;
    } else {
      const { message } = event;
      const author = message.author === 'vous' ? 'Vous' : `${PERSONA_NAME} (IA)`;
      const cut = message.status === 'interrupted' ? ' [réponse interrompue]' : '';
      yield `[${when(message.createdAt)}] ${author}${cut} :\n${message.content}\n\n`;
    }
  }
  if (!any) yield 'Aucune consultation.\n';
}

export const EXPORTS_PER_HOUR: Limit = { max: 5, windowMs: HOUR };

/** GET /api/user/export: the file (written as it is read) and its name, at most a few times an hour. */
export function createAccountExport(deps: {
  repository: AccountExportRead;
  sessions: Sessions;
  limit: RateLimiter;
  clock: Clock;
  sessionUser: (userId: number) => Promise<SessionUser>;
}) {
  const { repository, sessions, limit, clock, sessionUser } = deps;
  return {
    async build(claims: AccessClaims, format: ExportFormat) {
      await limit(
        'account:export',
        String(claims.userId),
        EXPORTS_PER_HOUR,
        'account.export_rate_limited',
      );
      const now = clock.now();
      const head = await collectHead({
        repository,
        user: await sessionUser(claims.userId),
        sessions: (await sessions.list(claims)).sessions,
        now,
      });
      const events = conversationEvents(repository, claims.userId);
      const day = now.toISOString().slice(0, 10);
      if (format === 'document') {
        return {
          body: readableExport(head, events),
          contentType: 'text/plain; charset=utf-8',
          filename: `voyance-ia-mes-donnees-lisibles-${day}.txt`,
        };
      }
      return format === 'text'
        ? {
            body: textExport(head, events),
            contentType: 'text/plain; charset=utf-8',
            filename: `voyance-ia-consultations-${day}.txt`,
          }
        : {
            body: jsonExport(head, events),
            contentType: 'application/json; charset=utf-8',
            filename: `voyance-ia-mes-donnees-${day}.json`,
          };
    },
  };
}

export type AccountExporter = ReturnType<typeof createAccountExport>;
