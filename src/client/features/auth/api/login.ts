import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, loginFormSchema } from '#shared/schemas/auth';
import type { LoginResponse } from '#shared/schemas/user';
import type { z } from '#shared/zod';
import { api } from '@/lib/api-client';
import { clearGuestData } from '@/lib/guest-storage';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { browserStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export type LoginFormValues = z.output<typeof loginFormSchema>;

/**
 * The e-mail travels as `username` (spec §3). A guest's session goes along:
 * the server makes its exchange a consultation of the account (D19).
 */
export function toLoginBody(
  { email, password, rememberMe }: LoginFormValues,
  guestSessionId = browserStorage.getItem(STORAGE_KEYS.guestSessionId),
): LoginBody {
  return {
    username: email,
    password,
    rememberMe: rememberMe ?? false,
    ...(guestSessionId ? { guestSessionId } : {}),
  };
}

/** No bearer: a 401 here means wrong credentials, never an expired session. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/auth/login', body, { auth: false });
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
