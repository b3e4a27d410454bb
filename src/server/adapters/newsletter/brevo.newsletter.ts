import type { Newsletter } from './newsletter.js';

/** Brevo's REST API: POST /contacts, adding or updating the contact in the list. */
export function createBrevoNewsletter(options: {
  apiKey: string;
  listId: number | undefined;
  apiBase: string;
  timeoutMs?: number;
}): Newsletter {
  const base = options.apiBase.replace(/\/$/, '');
  return {
    name: 'Brevo',
    async subscribe(contact) {
      const response = await fetch(`${base}/contacts`, {
        method: 'POST',
        headers: {
          'api-key': options.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          email: contact.email,
          attributes: { PRENOM: contact.firstName, FIRSTNAME: contact.firstName },
          ...(options.listId ? { listIds: [options.listId] } : {}),
          updateEnabled: true,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // 201 created, 204 updated; anything else is a failure the caller logs.
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Brevo answered ${response.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}
