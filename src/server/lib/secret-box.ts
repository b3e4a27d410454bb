import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts small secrets kept in the database (the back office's TOTP
 * secrets, ADR 018) with AES-256-GCM. The key is derived with HKDF from the
 * configured material and a purpose label, so that the same material (the
 * JWT secret, when no key of its own is given) never signs and encrypts with
 * the same bytes. `context` (the row's owner) is authenticated: a sealed
 * value copied onto another row does not open.
 */
export function createSecretBox(material: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', material, '', `voyance-ia:${purpose}`, 32));
  return {
    seal(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return `${VERSION}:${sealed}`;
    },
    /** The plain text, or null when the value was sealed with another key or context, or altered. */
    open(sealed: string, context: string): string | null {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) return null;
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
