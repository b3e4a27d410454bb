import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountDeletionBody,
  AccountUpdateResponse,
  EmailChangeBody,
  ExportFormat,
  PasswordChangeBody,
  ProfileBody,
  SessionList,
} from '#shared/schemas/account';
import { api, readErrorBody } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { clearSessionCache } from '@/lib/session/session-end';

const SESSIONS_URL = '/api/user/sessions';
const SESSIONS_QUERY_KEY = [SESSIONS_URL] as const;

/** A change to the account answers the user as they are now: the sidebar and the page follow. */
function useAccountUpdate<Body>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.put<AccountUpdateResponse>(url, body),
    onSuccess: (result) => queryClient.setQueryData(ME_QUERY_KEY, result.user),
  });
}

export const useUpdateProfile = () => useAccountUpdate<ProfileBody>('/api/user/profile');
export const useChangeEmail = () => useAccountUpdate<EmailChangeBody>('/api/user/email');

/** Ends the other sessions too: the answer's token replaces this one's (the old one is dead). */
function useSessionRenewing<Input>(
  call: (input: Input) => Promise<{ message: string; accessToken: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      api.setAccessToken(result.accessToken);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export const useChangePassword = () =>
  useSessionRenewing((body: PasswordChangeBody) =>
    api.put<{ message: string; accessToken: string }>('/api/user/password', body),
  );

export const useEndOtherSessions = () =>
  useSessionRenewing(() =>
    api.post<{ message: string; accessToken: string }>(`${SESSIONS_URL}/end-others`),
  );

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => api.get<SessionList>(SESSIONS_URL),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`${SESSIONS_URL}/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

/** DELETE /api/user: on success the token and every cached datum of the account go. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountDeletionBody) =>
      api.delete<{ message: string }>('/api/user', { body }),
    onSuccess: () => {
      api.clearAccessToken();
      clearSessionCache(queryClient);
    },
  });
}

/** « Ce n'était pas moi »: no session needed, the mailed token is the proof. */
export function useRevertEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ message: string }>('/api/user/email/revert', { token }, { auth: false }),
  });
}

/**
 * GET /api/user/export as a file the browser saves: the call needs the
 * bearer, so it is fetched and handed to a temporary link.
 */
export async function downloadExport(format: ExportFormat): Promise<void> {
  const response = await api.fetchRaw(`/api/user/export?format=${format}`, { method: 'GET' });
  if (!response.ok) {
    const { message, code } = await readErrorBody(response);
    throw new ApiError(response.status, message, code);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename =
    /filename="([^"]+)"/.exec(disposition)?.[1] ??
    (format === 'text' ? 'voyance-ia-consultations.txt' : 'voyance-ia-mes-donnees.json');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
