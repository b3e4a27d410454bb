import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody, registerFormSchema } from '../../../../shared/schemas/auth';
import type { AuthResponse } from '../../../../shared/schemas/user';
import type { z } from '../../../../shared/zod';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session/current-user';

export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** lastName is left out: the server defaults it (spec §5). The form has already checked acceptCGU. */
export function toRegisterBody({ firstName, email, password }: RegisterFormValues): RegisterBody {
  return { firstName, email, password, acceptCgu: true };
}

export function register(body: RegisterBody): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/register', body, { auth: false });
}

/** The new account is logged in at once, though unverified until the e-mail link is followed. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ accessToken, user }) => {
      api.setAccessToken(accessToken);
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
  });
}
