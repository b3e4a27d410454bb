import type { HandoffBody } from '#shared/schemas/auth';
import type { AuthResponse } from '#shared/schemas/user';
import { api } from '@/lib/api-client';
import { browserStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** POST /api/auth/handoff: the code and this browser's guest session, which the code is bound to. */
export function exchangeHandoff(code: string, replaceSession = false): Promise<AuthResponse> {
  const body: HandoffBody = {
    code,
    guestSessionId: browserStorage.getItem(STORAGE_KEYS.guestSessionId) ?? undefined,
    ...(replaceSession ? { replaceSession: true } : {}),
  };
  // A 401 here is no expired session of ours: never refresh or redirect over it.
  return api.post<AuthResponse>('/api/auth/handoff', body, { refreshOn401: false });
}
