import type { PortalConfigurationParams } from './stripe-core/portal-sessions.js';

/**
 * The customer portal's settings, pinned by the app (ADR 010, 2026-11-27):
 * without them Stripe refuses every portal session of a test account whose
 * Dashboard settings were never saved, and with the Dashboard's they could
 * allow what the app does not apply. Found by this metadata, created once.
 * A change to what the portal allows bumps the version, so a new
 * configuration is created and pinned instead of an old one reused.
 */
export const PORTAL_CONFIGURATION_VERSION = 'voyance-portal-v1';

/**
 * Card, invoices and cancellation at period end. Plan switching stays off:
 * the app's own « Changer de forfait » is where D20 keeps paid messages
 * (a lower plan at the renewal) and where the L221-28 request is asked;
 * a switch made elsewhere (the Dashboard) is still applied in full by the
 * webhook. The e-mail stays the account's (no customer update).
 */
export const PORTAL_CONFIGURATION: PortalConfigurationParams = {
  business_profile: { headline: 'Voyance IA — votre abonnement, vos factures, votre carte' },
  features: {
    customer_update: { enabled: false },
    invoice_history: { enabled: true },
    payment_method_update: { enabled: true },
    subscription_cancel: {
      enabled: true,
      mode: 'at_period_end',
      proration_behavior: 'none',
    },
    subscription_update: { enabled: false },
  },
  metadata: { voyance_configuration: PORTAL_CONFIGURATION_VERSION },
};

/** The calls the lookup needs, over the Stripe SDK or the simulated core. */
export interface PortalConfigurationOps {
  listActive(): Promise<Array<{ id: string; metadata: Record<string, string> | null }>>;
  create(params: PortalConfigurationParams, idempotencyKey: string): Promise<{ id: string }>;
}

/** The pinned configuration's id: found by its version, or created once (idempotency key). */
export async function ensurePortalConfigurationWith(ops: PortalConfigurationOps): Promise<string> {
  const found = (await ops.listActive()).find(
    (c) => c.metadata?.voyance_configuration === PORTAL_CONFIGURATION_VERSION,
  );
  if (found) return found.id;
  return (
    await ops.create(PORTAL_CONFIGURATION, `portal-configuration-${PORTAL_CONFIGURATION_VERSION}`)
  ).id;
}

/** Kept for the process once found; a failure is forgotten, so « Gérer » tries again. */
export function createPortalConfigurationCache(ensure: () => Promise<string>) {
  let current: Promise<string> | null = null;
  return {
    get(): Promise<string> {
      if (current) return current;
      const attempt = ensure();
      current = attempt;
      attempt.catch(() => {
        if (current === attempt) current = null;
      });
      return attempt;
    },
  };
}
