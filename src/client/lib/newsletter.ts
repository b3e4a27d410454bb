import type { NewsletterBody, newsletterResponseSchema } from '#shared/schemas/emails';
import type { z } from '#shared/zod';
import { api } from './api-client';

export type NewsletterResult = z.infer<typeof newsletterResponseSchema>;

/**
 * POST /api/brevo/subscribe. Here rather than in a feature because two use it:
 * sign-up (features/auth) and the newsletter test page (features/newsletter),
 * and features do not import each other.
 */
export function subscribeToNewsletter(body: NewsletterBody): Promise<NewsletterResult> {
  // A logged-in customer's own verified address is subscribed at once; anyone else gets a
  // confirmation mail. The route never answers 401: a stale session must not redirect.
  return api.post<NewsletterResult>('/api/brevo/subscribe', body, { refreshOn401: false });
}
