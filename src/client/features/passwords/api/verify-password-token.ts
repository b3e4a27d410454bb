import { queryOptions, useQuery } from '@tanstack/react-query';
import type { verifyPasswordTokenResponseSchema } from '#shared/schemas/emails';
import type { z } from '#shared/zod';
import { api } from '@/lib/api-client';

export type PasswordTokenCheck = z.infer<typeof verifyPasswordTokenResponseSchema>;

export const VERIFY_PASSWORD_TOKEN_URL = '/api/verify-password-token';

/** GET /api/verify-password-token: is the link still usable, and which conversation it came from. */
export function verifyPasswordToken(
  token: string,
  conversationId: number | null,
  signal?: AbortSignal,
): Promise<PasswordTokenCheck> {
  const query = new URLSearchParams({ token });
  if (conversationId) query.set('conversationId', String(conversationId));
  // The link is the credential: no bearer, and a stale session must not send the user to /auth.
  return api.get<PasswordTokenCheck>(`${VERIFY_PASSWORD_TOKEN_URL}?${query}`, {
    auth: false,
    signal,
  });
}

export const passwordTokenQueryOptions = (token: string, conversationId: number | null) =>
  queryOptions({
    queryKey: [VERIFY_PASSWORD_TOKEN_URL, token, conversationId] as const,
    queryFn: ({ signal }) => verifyPasswordToken(token, conversationId, signal),
    // A link is single use: a cached "valid" must not outlive the page that checked it.
    gcTime: 0,
  });

export function usePasswordTokenCheck(token: string, conversationId: number | null) {
  return useQuery(passwordTokenQueryOptions(token, conversationId));
}
