import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** What Google's conversion tag needs, allowed only when a tag id is configured. */
const ADS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const ADS_CONNECT_ORIGINS = [
  'https://www.google.com',
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://www.googletagmanager.com',
];

/**
 * Security headers with a Content-Security-Policy the built SPA runs under:
 * scripts and styles from our origin only, inline style attributes allowed
 * because Radix positions popovers with them. The advertising tag's origins
 * are added only when one is configured (and the client still loads it only
 * with the visitor's consent).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; adsTagId: string | null },
) {
  const { isProduction } = options;
  const ads = options.adsTagId !== null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(ads ? ADS_SCRIPT_ORIGINS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(ads ? ADS_CONNECT_ORIGINS : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(ads ? ADS_CONNECT_ORIGINS : [])],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense where HTTPS is guaranteed.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
