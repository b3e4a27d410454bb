import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody, registerFormSchema } from '#shared/schemas/auth';
import type { RegisterResponse } from '#shared/schemas/user';
import type { z } from '#shared/zod';
import { api } from '@/lib/api-client';
import { clearGuestData } from '@/lib/guest-storage';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { browserStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export type RegisterFormValues = z.output<typeof registerFormSchema>;

/**
 * lastName is left out: the server defaults it (spec §5). The form has already
 * checked acceptCGU. A guest's session goes along so that the server moves the
 * guest conversation into the new account (D10).
 */
export function toRegisterBody(
  { firstName, email, password }: RegisterFormValues,
  guestSessionId = browserStorage.getItem(STORAGE_KEYS.guestSessionId),
): RegisterBody {
  return {
    firstName,
    email,
    password,
    acceptCgu: true,
    ...(guestSessionId ? { guestSessionId } : {}),
  };
}

export function register(body: RegisterBody): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/api/auth/register', body, { auth: false });
}

/** The new account is logged in at once, though unverified until the e-mail link is followed. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ accessToken, user }) => {
      api.setAccessToken(accessToken);
      // The server has taken the guest conversation: the guest is no more (spec §4).
      clearGuestData();
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
  });
}
