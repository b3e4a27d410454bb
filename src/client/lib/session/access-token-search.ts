/**
 * Spec §2: a link may carry the access token in `ac` (the special-offer
 * purchase logs the buyer in this way, D10). It is stored, then removed from
 * the address so that it never stays in the history, a bookmark or a shared link.
 */
export const ACCESS_TOKEN_PARAM = 'ac';

interface SplitSearch {
  /** Whether the parameter is there at all (an empty one is removed too). */
  present: boolean;
  token: string | null;
  /** The query string without it ('' or '?…'). */
  rest: string;
}

export function splitAccessTokenParam(search: string): SplitSearch {
  const params = new URLSearchParams(search);
  const present = params.has(ACCESS_TOKEN_PARAM);
  const token = params.get(ACCESS_TOKEN_PARAM)?.trim() || null;
  params.delete(ACCESS_TOKEN_PARAM);
  const rest = params.toString();
  return { present, token, rest: rest ? `?${rest}` : '' };
}
