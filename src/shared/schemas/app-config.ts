import { z } from '../zod.js';

/** GET /api/config: what the client needs to know of the server's configuration. */
export const appConfigSchema = z.object({
  stripeMode: z.enum(['test', 'live']),
  adsTagId: z.string().nullable(),
  /** Which provider takes payments: the embedded form of /stripe-payment differs. */
  payments: z.enum(['stripe', 'simulated']),
  /**
   * Who writes the replies: a configured model, or the simple local persona
   * engine, which every page then says (D22).
   */
  replies: z.enum(['model', 'local-engine']),
  /** Stripe.js's key for the embedded form; null without Stripe. */
  stripePublishableKey: z.string().nullable(),
  /** The publisher's identity (D17, LEGAL_* variables); null where the company has not given it. */
  legal: z.object({
    companyName: z.string().nullable(),
    companyForm: z.string().nullable(),
    shareCapital: z.string().nullable(),
    address: z.string().nullable(),
    rcs: z.string().nullable(),
    director: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    host: z.string().nullable(),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
