import { ApiError, GENERIC_ERROR_MESSAGE, NetworkError } from './api-error';

/**
 * The French text to show for a failed call: the server's own message, or the
 * network one. Anything else (a bug) may be English, so the user gets the generic text.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) {
    return error.message.trim() || GENERIC_ERROR_MESSAGE;
  }
  return GENERIC_ERROR_MESSAGE;
}
