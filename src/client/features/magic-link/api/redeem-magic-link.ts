import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session/start-session';

/** POST /api/auth/magic-link/verify: spends the link once and opens its owner's session. */
export function redeemMagicLink(token: string): Promise<{ accessToken: string }> {
  // No bearer: whoever was logged in on this browser, the link says whose session opens.
  return api.post<{ accessToken: string }>(
    '/api/auth/magic-link/verify',
    { token },
    { auth: false },
  );
}

export function useRedeemMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemMagicLink,
    onSuccess: ({ accessToken }) => startSession(queryClient, accessToken),
  });
}
