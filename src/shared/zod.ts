import { z } from 'zod';

// Every message zod writes by itself (a missing field, a wrong type) must be
// French, on the client's forms and in the API's 400 answers alike.
z.config(z.locales.fr());

export { z };
