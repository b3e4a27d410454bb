import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { VerificationResult } from '../../../../shared/schemas/emails';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session/current-user';

const FLAGS = { verified: 'true', already: 'already', invalid: 'false' } as const;

/**
 * The verification link lands on /auth?verify=<token>: the page posts it with
 * this browser's session, if it holds one, so that the server keeps that
 * session when the address is proven for the first time and ends the others
 * (issue 36). Calls `done` with the `verified` flag the page then shows.
 */
export function useVerifyLink(token: string | null, done: (flag: string) => void): boolean {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(token !== null);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    setPending(true);
    api
      .post<VerificationResult>('/api/verify-email', { token }, { refreshOn401: false })
      .then((result) => {
        if (result.accessToken) api.setAccessToken(result.accessToken);
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        done(FLAGS[result.outcome]);
      })
      .catch(() => done(FLAGS.invalid))
      .finally(() => setPending(false));
  }, [token, done, queryClient]);
  return pending;
}
