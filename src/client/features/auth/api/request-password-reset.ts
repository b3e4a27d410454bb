import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const PASSWORD_RESET_FAILED = "Une erreur est survenue lors de l'envoi de l'e-mail.";

interface PasswordResetResponse {
  success?: boolean;
  message?: string;
}

/** GET /api/generate-password-token?email= : mails a link to define a new password (spec §7). */
export async function requestPasswordReset(
  email: string,
): Promise<PasswordResetResponse | undefined> {
  const result = await api.get<PasswordResetResponse | undefined>(
    `/api/generate-password-token?email=${encodeURIComponent(email)}`,
    // Meant for someone who cannot log in: no bearer, no refresh.
    { auth: false },
  );
  // A 2xx that says it failed is still a failure.
  if (result?.success === false) throw new ApiError(200, result.message || PASSWORD_RESET_FAILED);
  return result;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
