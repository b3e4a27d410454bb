import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS_MAX_AGE = 31_536_000;
const HSTS = `max-age=${HSTS_MAX_AGE}; includeSubDomains`;

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
 * Security headers. Pages get a Content-Security-Policy the built SPA runs under:
 * scripts and styles from our origin only, inline style attributes allowed
 * because Radix positions popovers with them. The advertising tag's origins
 * are added only when one is configured (and the client still loads it only
 * with the visitor's consent), Stripe's only with Stripe.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; adsTagId: string | null; stripe: boolean },
) {
  const pageHeaders = computeHeaders(helmetOptions(options));
  const apiHeaders = dataHeaders(options.isProduction);
  // Computed once; set in one synchronous step per request, not rebuilt each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isDataPath(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}

/**
 * The API and the probes answer data (JSON, event streams), never a page;
 * except the simulated checkout's forms (ADR 010, never with Stripe), which
 * post to the API and may answer with their page again.
 */
const isDataPath = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/simulated-payments/')) ||
  url === '/healthz' ||
  url === '/readyz' ||
  url === '/metrics';

/**
 * What an answer that is not a page needs (OWASP's REST Security Cheat
 * Sheet): it may load nothing and be framed by nobody, is never sniffed into
 * HTML, and is read by our origin only. Not X-Frame-Options: the CSP's
 * `frame-ancestors` makes browsers ignore it (CSP level 2, in every browser
 * since 2018), and pages, which old browsers might still frame, keep it.
 * Not Referrer-Policy: it governs the requests a document makes, and data
 * makes none. Every header line costs each call its parsing at both ends
 * (issue 12: these two were 7 % of `/api/config`'s throughput).
 */
function dataHeaders(isProduction: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...(isProduction ? { 'strict-transport-security': HSTS } : {}),
  };
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
    strictTransportSecurity: isProduction
      ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    // As the CSP's frame-ancestors says, for the browsers that only know this header.
    xFrameOptions: { action: 'deny' },
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
