import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetPasswordBody, setPasswordResponseSchema } from '#shared/schemas/emails';
import type { z } from '#shared/zod';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session/start-session';

export type SetPasswordResult = z.infer<typeof setPasswordResponseSchema>;

/** POST /api/set-password: the link's token proves the mailbox; the answer logs the user in. */
export function setPassword(body: SetPasswordBody): Promise<SetPasswordResult> {
  // No bearer: whoever is logged in on this browser, the token says whose password it is.
  return api.post<SetPasswordResult>('/api/set-password', body, { auth: false });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: ({ accessToken }) => startSession(queryClient, accessToken),
  });
}
