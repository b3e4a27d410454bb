import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link or a cookie: 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: a leaked table opens no session. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
