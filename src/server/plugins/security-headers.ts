import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What Google's conversion tag needs, allowed only when a tag id is configured. */
const ADS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const ADS_CONNECT_ORIGINS = [
  'https://www.google.com',
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://www.googletagmanager.com',
];

/** What Stripe.js and its Payment Element need (the embedded form of /stripe-payment). */
const STRIPE_SCRIPT_ORIGINS = ['https://js.stripe.com'];
const STRIPE_FRAME_ORIGINS = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT_ORIGINS = ['https://api.stripe.com'];
/** The special offer's form redirects to Stripe's hosted checkout: form-action covers redirects. */
const STRIPE_FORM_ORIGINS = ['https://checkout.stripe.com'];

/**
 * Security headers with a Content-Security-Policy the built SPA runs under:
 * scripts and styles from our origin only, inline style attributes allowed
 * because Radix positions popovers with them. The advertising tag's origins
 * are added only when one is configured (and the client still loads it only
 * with the visitor's consent), Stripe's only with Stripe.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; adsTagId: string | null; stripe: boolean },
) {
  const headers = computeHeaders(helmetOptions(options));
  // The same headers for every answer: set in one synchronous step, not rebuilt per request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

function helmetOptions(options: {
  isProduction: boolean;
  adsTagId: string | null;
  stripe: boolean;
}): HelmetOptions {
  const { isProduction, stripe } = options;
  const ads = options.adsTagId !== null;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(stripe ? STRIPE_SCRIPT_ORIGINS : []),
          ...(ads ? ADS_SCRIPT_ORIGINS : []),
        ],
        ...(stripe ? { frameSrc: STRIPE_FRAME_ORIGINS } : {}),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(ads ? ADS_CONNECT_ORIGINS : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...(stripe ? STRIPE_CONNECT_ORIGINS : []),
          ...(ads ? ADS_CONNECT_ORIGINS : []),
        ],
        formAction: ["'self'", ...(stripe ? STRIPE_FORM_ORIGINS : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense where HTTPS is guaranteed.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * Helmet's headers, read once from its middleware: its policy knowledge (and
 * its updates) without its per-request cost. Helmet only sets and removes
 * headers, never reads the request.
 */
function computeHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return headers;
}
