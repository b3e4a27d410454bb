import { liveCustomer } from './catalogue-objects.js';
import { load, type CoreContext } from './context.js';
import { invalidRequest, missingReference } from './core-error.js';
import { newId } from './ids.js';
import type { Metadata, PortalConfiguration, PortalSession } from './objects.js';

/** What `POST /v1/billing_portal/configurations` takes (the parts this product sends). */
export interface PortalConfigurationParams {
  business_profile?: {
    headline?: string;
    privacy_policy_url?: string;
    terms_of_service_url?: string;
  };
  default_return_url?: string;
  features: {
    customer_update?: { enabled: boolean; allowed_updates?: string[] };
    invoice_history?: { enabled: boolean };
    payment_method_update?: { enabled: boolean };
    subscription_cancel?: {
      enabled: boolean;
      mode?: 'at_period_end' | 'immediately';
      proration_behavior?: 'none' | 'create_prorations' | 'always_invoice';
    };
    subscription_update?: {
      enabled: boolean;
      default_allowed_updates?: string[];
      proration_behavior?: 'none' | 'create_prorations' | 'always_invoice';
      products?: Array<{ product: string; prices: string[] }>;
    };
  };
  metadata?: Metadata;
}

export async function createPortalConfiguration(
  ctx: CoreContext,
  params: PortalConfigurationParams,
): Promise<PortalConfiguration> {
  const f = params.features;
  const now = ctx.now();
  const configuration: PortalConfiguration = {
    id: newId('bpc'),
    object: 'billing_portal.configuration',
    active: true,
    application: null,
    created: now,
    updated: now,
    livemode: false,
    is_default: false,
    default_return_url: params.default_return_url ?? null,
    business_profile: {
      headline: params.business_profile?.headline ?? null,
      privacy_policy_url: params.business_profile?.privacy_policy_url ?? null,
      terms_of_service_url: params.business_profile?.terms_of_service_url ?? null,
    },
    features: {
      customer_update: {
        enabled: f.customer_update?.enabled ?? false,
        allowed_updates: f.customer_update?.allowed_updates ?? [],
      },
      invoice_history: { enabled: f.invoice_history?.enabled ?? false },
      payment_method_update: { enabled: f.payment_method_update?.enabled ?? false },
      subscription_cancel: {
        enabled: f.subscription_cancel?.enabled ?? false,
        mode: f.subscription_cancel?.mode ?? 'at_period_end',
        proration_behavior: f.subscription_cancel?.proration_behavior ?? 'none',
        cancellation_reason: { enabled: false, options: [] },
      },
      subscription_update: {
        enabled: f.subscription_update?.enabled ?? false,
        default_allowed_updates: f.subscription_update?.default_allowed_updates ?? [],
        proration_behavior: f.subscription_update?.proration_behavior ?? 'create_prorations',
        products: f.subscription_update?.products ?? [],
      },
    },
    login_page: { enabled: false, url: null },
    metadata: params.metadata ?? {},
  };
  if (configuration.features.subscription_update.enabled) {
    if (configuration.features.subscription_update.products.length === 0) {
      throw invalidRequest(
        'You must provide at least one product when enabling subscription updates.',
        'features[subscription_update][products]',
      );
    }
  }
  await ctx.store.put(configuration);
  return configuration;
}

/** Newest first, as Stripe lists them. */
export async function listPortalConfigurations(
  ctx: CoreContext,
  params: { active?: boolean; is_default?: boolean },
): Promise<PortalConfiguration[]> {
  return (await ctx.store.list<PortalConfiguration>('billing_portal.configuration'))
    .filter((c) => params.active === undefined || c.active === params.active)
    .filter((c) => params.is_default === undefined || c.is_default === params.is_default)
    .sort((a, b) => b.created - a.created);
}

/**
 * A portal session runs under the configuration asked for, or the account's
 * default one; in test mode an account whose portal settings were never
 * saved has none, and Stripe refuses the session (observed: « Gérer » 502).
 */
export async function createPortalSession(
  ctx: CoreContext,
  params: { customer: string; return_url?: string; locale?: string; configuration?: string },
): Promise<PortalSession> {
  await liveCustomer(ctx, params.customer, 'customer');
  let configuration: PortalConfiguration | null;
  if (params.configuration) {
    configuration = await ctx.store.get<PortalConfiguration>(
      'billing_portal.configuration',
      params.configuration,
    );
    if (!configuration) {
      throw missingReference('billing_portal.configuration', params.configuration, 'configuration');
    }
    if (!configuration.active) {
      throw invalidRequest('The configuration is inactive.', 'configuration');
    }
  } else {
    [configuration = null] = await listPortalConfigurations(ctx, { is_default: true });
    if (!configuration) {
      throw invalidRequest(
        'You can’t create a portal session in test mode until you save your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
      );
    }
  }
  const id = newId('bps');
  const session: PortalSession = {
    id,
    object: 'billing_portal.session',
    created: ctx.now(),
    livemode: false,
    customer: params.customer,
    locale: params.locale ?? null,
    return_url: params.return_url ?? null,
    url: ctx.urls.portal(params.customer, id),
    configuration: configuration.id,
    flow: null,
    on_behalf_of: null,
  };
  await ctx.store.put(session);
  return session;
}

export const retrievePortalSession = (ctx: CoreContext, id: string) =>
  load<PortalSession>(ctx, 'billing_portal.session', id);

export const retrievePortalConfiguration = (ctx: CoreContext, id: string) =>
  load<PortalConfiguration>(ctx, 'billing_portal.configuration', id);
