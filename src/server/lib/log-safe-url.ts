/**
 * A request's URL as the logs may keep it: no query string (magic-link and
 * verification tokens, the `ac` access token, guest session ids travel there)
 * and no token in a password link's path.
 */
export function logSafeUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/^\/reset-password\/[^/]+/, '/reset-password/[secret]');
}
