import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#shared/schemas/user';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { browserStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** PUT /api/set-password-direct: a logged-in account without a password (after a purchase) picks one. */
export function setPasswordDirect(newPassword: string): Promise<{ message: string }> {
  return api.put<{ message: string }>('/api/set-password-direct', { newPassword });
}

export function useSetPasswordDirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPasswordDirect,
    onSuccess: () => {
      queryClient.setQueryData<SessionUser | null>(ME_QUERY_KEY, (user) =>
        user ? { ...user, hasPassword: true } : user,
      );
      // Spec §4: once the password is set after a payment, the reminder stays dismissed.
      browserStorage.setItem(STORAGE_KEYS.passwordReminderDismissed, 'true');
    },
    // 409: the account had a password after all; the cached user was wrong, read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
