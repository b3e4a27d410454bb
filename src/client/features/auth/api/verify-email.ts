import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { VerificationResult } from '#shared/schemas/emails';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session/current-user';

const FLAGS = { verified: 'true', already: 'already', invalid: 'false' } as const;

/**
 * The verification link lands on /auth?verify=<token>: the page posts it with
 * this browser's session, if it holds one, so that the server keeps that
 * session when the address is proven for the first time and ends the others
 * (issue 36). Calls `done` with the `verified` flag the page then shows.
 *
 * Pending for as long as the token is in the address: `done` replaces it with
 * the outcome in one change of the address, so that the page is never drawn
 * without either. A separate "pending" state went false in its own render
 * while React Router still held the address's change as a transition: the
 * session's user arrived in between, /auth sent them on before the outcome
 * was ever read, and no toast said it (ADR 017).
 */
export function useVerifyLink(token: string | null, done: (flag: string) => void): boolean {
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    api
      .post<VerificationResult>('/api/verify-email', { token }, { refreshOn401: false })
      .then((result) => {
        if (result.accessToken) api.setAccessToken(result.accessToken);
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        done(FLAGS[result.outcome]);
      })
      .catch(() => done(FLAGS.invalid));
  }, [token, done, queryClient]);
  return token !== null;
}
