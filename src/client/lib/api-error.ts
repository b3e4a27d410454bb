/** A non-2xx answer from the API; `message` is already the French text to show (spec §7). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The server could not be reached at all (offline, DNS, CORS, server down). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause?: unknown) {
    super('Impossible de communiquer avec le serveur.', { cause });
  }
}

/** The session could not be renewed: the user must log in again. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, 'Votre session a expiré. Veuillez vous reconnecter.', 'auth.session_expired');
  }
}

export const GENERIC_ERROR_MESSAGE = "Une erreur inattendue s'est produite.";

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : error instanceof Error && error.name === 'AbortError';
}
