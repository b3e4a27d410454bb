import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, loginFormSchema } from '../../../../shared/schemas/auth';
import type { AuthResponse } from '../../../../shared/schemas/user';
import type { z } from '../../../../shared/zod';
import { api } from '@/lib/api-client';
import { clearGuestData } from '@/lib/guest-storage';
import { ME_QUERY_KEY } from '@/lib/session/current-user';

export type LoginFormValues = z.output<typeof loginFormSchema>;

/** The e-mail travels as `username` (spec §3). */
export function toLoginBody({ email, password, rememberMe }: LoginFormValues): LoginBody {
  return { username: email, password, rememberMe: rememberMe ?? false };
}

/** No bearer: a 401 here means wrong credentials, never an expired session. */
export function login(body: LoginBody): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/login', body, { auth: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ accessToken, user }) => {
      api.setAccessToken(accessToken);
      // A guest who logs in stops being a guest (spec §4).
      clearGuestData();
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
  });
}
