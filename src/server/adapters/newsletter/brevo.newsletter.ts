import type { Newsletter } from './newsletter.js';

/** Brevo's REST API: POST /contacts adds or updates the contact, DELETE /contacts/{email} removes it. */
export function createBrevoNewsletter(options: {
  apiKey: string;
  listId: number | undefined;
  apiBase: string;
  timeoutMs?: number;
}): Newsletter {
  const base = options.apiBase.replace(/\/$/, '');
  const headers = {
    'api-key': options.apiKey,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const failure = async (response: Response) => {
    const detail = await response.text().catch(() => '');
    return new Error(`Brevo answered ${response.status}: ${detail.slice(0, 200)}`);
  };
  return {
    name: 'Brevo',
    async subscribe(contact) {
      const response = await fetch(`${base}/contacts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: contact.email,
          attributes: { PRENOM: contact.firstName, FIRSTNAME: contact.firstName },
          ...(options.listId ? { listIds: [options.listId] } : {}),
          updateEnabled: true,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // 201 created, 204 updated; anything else is a failure the caller logs.
      if (!response.ok) throw await failure(response);
    },
    async unsubscribe(email) {
      const response = await fetch(
        `${base}/contacts/${encodeURIComponent(email)}?identifierType=email_id`,
        {
          method: 'DELETE',
          headers,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        },
      );
      // 204 deleted; 404 never subscribed or gone already: either way, no contact.
      if (!response.ok && response.status !== 404) throw await failure(response);
    },
  };
}
