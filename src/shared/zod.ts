import { z } from 'zod';

// Every message zod writes by itself (a missing field, a wrong type) must be
// French, on the client's forms and in the API's 400 answers alike.
z.config(z.locales.fr());

// The browser runs under a CSP without 'unsafe-eval': zod must not even probe
// for `new Function` there (the probe is refused and logged as a CSP issue).
// The server keeps zod's compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
