import type { FastifyInstance } from 'fastify';
import { ERRORS } from '#shared/error-codes.js';
import { isDirectLocalClient } from '../../lib/loopback.js';
import { escapeHtml } from '../../lib/html.js';
import type { EmailsRepository } from './emails.repository.js';

const STATUS_LABELS: Record<string, string> = {
  stored: 'conservé (outbox)',
  sent: 'envoyé',
  pending: 'en attente de nouvel essai',
  failed: 'abandonné',
};

/**
 * /dev/emails, outside production only: the mails the app wrote, newest first,
 * each readable as the recipient would see it.
 */
export function devEmailsRoutes(emails: EmailsRepository) {
  return async function (app: FastifyInstance) {
    // Login links live here: only this machine may read them, whatever the network says.
    app.addHook('onRequest', async (request, reply) => {
      if (!isDirectLocalClient(request)) {
        await reply
          .code(404)
          .send({ message: ERRORS['common.not_found'], code: 'common.not_found' });
      }
    });

    app.get('/dev/emails', async (_request, reply) => {
      const rows = await emails.recent(100);
      const items = rows
        .map(
          (m) =>
            `<li><a href="/dev/emails/${m.id}">${escapeHtml(m.subject)}</a> — à ${escapeHtml(m.to)} — ${m.createdAt.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })} — ${escapeHtml(STATUS_LABELS[m.status] ?? m.status)}</li>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>E-mails envoyés (développement)</title></head><body style="font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem"><h1>E-mails envoyés</h1><p>Page de développement : absente en production.</p>${rows.length ? `<ul>${items}</ul>` : '<p>Aucun e-mail pour le moment.</p>'}</body></html>`,
        );
    });

    app.get<{ Params: { id: string } }>('/dev/emails/:id', async (request, reply) => {
      // Nine digits at most: a number past the id column's range is no mail, not an error.
      const mail = /^\d{1,9}$/.test(request.params.id)
        ? await emails.find(Number(request.params.id))
        : undefined;
      if (!mail)
        return reply.code(404).send({ message: 'E-mail introuvable.', code: 'common.not_found' });
      return reply.type('text/html; charset=utf-8').send(mail.html);
    });
  };
}
