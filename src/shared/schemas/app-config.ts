import { z } from '../zod.js';

/** GET /api/config: what the client needs to know of the server's configuration. */
export const appConfigSchema = z.object({
  stripeMode: z.enum(['test', 'live']),
  adsTagId: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
