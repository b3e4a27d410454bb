import { z } from '../zod.js';

/** GET /api/config: what the client needs to know of the server's configuration. */
export const appConfigSchema = z.object({
  stripeMode: z.enum(['test', 'live']),
  adsTagId: z.string().nullable(),
  /** Which provider takes payments: the embedded form of /stripe-payment differs. */
  payments: z.enum(['stripe', 'simulated']),
  /** Stripe.js's key for the embedded form; null without Stripe. */
  stripePublishableKey: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
