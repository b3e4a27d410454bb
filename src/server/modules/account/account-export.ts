import { LEDGER_LABELS, type LedgerReason } from '../../../shared/ledger.js';
import { PERSONA_NAME } from '../../../shared/persona.js';
import type { AccountSession, ExportFormat } from '../../../shared/schemas/account.js';
import type { SessionUser } from '../../../shared/schemas/user.js';
import { HOUR, type Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import type { AccessClaims } from '../auth/access-tokens.js';
import type { Sessions } from '../auth/sessions.service.js';
import { renderReadableExport } from './account-export-document.js';
import type { AccountExportRead } from './account-export.read.js';

type Rows<K extends keyof AccountExportRead> = Awaited<ReturnType<AccountExportRead[K]>>;

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

/** Consultations from the rows of a join, each with its messages in order. */
function groupConversations(rows: Rows<'conversationsWithMessages'>): ExportedConversation[] {
  const byId = new Map<number, ExportedConversation>();
  for (const row of rows) {
    let conversation = byId.get(row.conversationId);
    if (!conversation) {
      conversation = {
        id: row.conversationId,
        title: row.title,
        createdAt: row.conversationCreatedAt.toISOString(),
        messages: [],
      };
      byId.set(row.conversationId, conversation);
    }
    // A consultation opened and never written to has one row with no message.
    if (row.messageId === null || row.content === null || row.createdAt === null) continue;
    conversation.messages.push({
      author: row.isUser ? 'vous' : 'conseillere_ia',
      content: row.content,
      status: row.status ?? 'complete',
      createdAt: row.createdAt.toISOString(),
    });
  }
  return [...byId.values()];
}

export async function collectAccountExport(input: {
  repository: AccountExportRead;
  user: SessionUser;
  sessions: AccountSession[];
  now: Date;
}): Promise<AccountExport> {
  const { repository, user, sessions, now } = input;
  const [conversationRows, consents, ledger, payments] = await Promise.all([
    repository.conversationsWithMessages(user.id),
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
    conversations: groupConversations(conversationRows),
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

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});
const when = (iso: string) => parisDateTime.format(new Date(iso));

/** The consultations as a person reads them: one block per consultation, one paragraph per message. */
export function renderConversationsText(data: AccountExport): string {
  const lines = [
    `Vos consultations — ${data.service}`,
    `Compte : ${data.account.email}`,
    `Exporté le ${when(data.exportedAt)} (heure de Paris)`,
    `${PERSONA_NAME} est une conseillère virtuelle : ses réponses sont écrites par une intelligence artificielle.`,
    '',
  ];
  if (data.conversations.length === 0) lines.push('Aucune consultation.');
  for (const conversation of data.conversations) {
    lines.push(
      '='.repeat(60),
      `« ${conversation.title} » — commencée le ${when(conversation.createdAt)}`,
      '',
    );
    for (const message of conversation.messages) {
      const author = message.author === 'vous' ? 'Vous' : `${PERSONA_NAME} (IA)`;
      const cut = message.status === 'interrupted' ? ' [réponse interrompue]' : '';
      lines.push(`[${when(message.createdAt)}] ${author}${cut} :`, message.content, '');
    }
  }
  return `${lines.join('\n')}\n`;
}

export const EXPORTS_PER_HOUR: Limit = { max: 5, windowMs: HOUR };

/** GET /api/user/export: the file and its name, at most a few times an hour. */
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
      const data = await collectAccountExport({
        repository,
        user: await sessionUser(claims.userId),
        sessions: (await sessions.list(claims)).sessions,
        now,
      });
      const day = now.toISOString().slice(0, 10);
      if (format === 'document') {
        return {
          body: renderReadableExport(data),
          contentType: 'text/plain; charset=utf-8',
          filename: `voyance-ia-mes-donnees-lisibles-${day}.txt`,
        };
      }
      return format === 'text'
        ? {
            body: renderConversationsText(data),
            contentType: 'text/plain; charset=utf-8',
            filename: `voyance-ia-consultations-${day}.txt`,
          }
        : {
            body: JSON.stringify(data, null, 2),
            contentType: 'application/json; charset=utf-8',
            filename: `voyance-ia-mes-donnees-${day}.json`,
          };
    },
  };
}

export type AccountExporter = ReturnType<typeof createAccountExport>;
