import { liveCustomer } from './catalogue-objects.js';
import { load, type CoreContext } from './context.js';
import { newId } from './ids.js';
import type { PortalSession } from './objects.js';

export async function createPortalSession(
  ctx: CoreContext,
  params: { customer: string; return_url?: string; locale?: string },
): Promise<PortalSession> {
  await liveCustomer(ctx, params.customer, 'customer');
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
    configuration: 'bpc_default',
    flow: null,
    on_behalf_of: null,
  };
  await ctx.store.put(session);
  return session;
}

export const retrievePortalSession = (ctx: CoreContext, id: string) =>
  load<PortalSession>(ctx, 'billing_portal.session', id);
