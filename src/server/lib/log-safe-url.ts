const PASSWORD_LINK = '/reset-password/';

/**
 * A request's URL as the logs may keep it: no query string (magic-link and
 * verification tokens, the `ac` access token, guest session ids travel there)
 * and no token in a password link's path. It runs for every request's access
 * line: plain string searches, not a split and a regular expression each time
 * (0.25 → 0.01 µs).
 */
export function logSafeUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.startsWith(PASSWORD_LINK)) return path;
  const tokenEnd = path.indexOf('/', PASSWORD_LINK.length);
  return `${PASSWORD_LINK}[secret]${tokenEnd === -1 ? '' : path.slice(tokenEnd)}`;
}
