import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/magic-link: mails a one-time login link (10 minutes) if the account exists. */
export function requestMagicLink(email: string): Promise<{ message: string }> {
  // For someone who cannot log in: no bearer, no refresh on 401.
  return api.post<{ message: string }>('/api/auth/magic-link', { email }, { auth: false });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}
