import { listPage, load, type CoreContext } from './context.js';
import { invalidRequest, missingReference } from './core-error.js';
import { newId } from './ids.js';
import type { InvoiceTotalTax, ListOf, Metadata, TaxRate } from './objects.js';

export interface TaxRateParams {
  display_name: string;
  percentage: number;
  inclusive: boolean;
  country?: string;
  jurisdiction?: string;
  description?: string;
  tax_type?: string;
  active?: boolean;
  metadata?: Metadata;
}

export async function createTaxRate(ctx: CoreContext, params: TaxRateParams): Promise<TaxRate> {
  if (!(params.percentage >= 0 && params.percentage <= 100)) {
    throw invalidRequest('Percentage must be between 0 and 100.', 'percentage');
  }
  const rate: TaxRate = {
    id: newId('txr'),
    object: 'tax_rate',
    created: ctx.now(),
    livemode: false,
    active: params.active ?? true,
    country: params.country ?? null,
    description: params.description ?? null,
    display_name: params.display_name,
    inclusive: params.inclusive,
    jurisdiction: params.jurisdiction ?? null,
    metadata: params.metadata ?? {},
    percentage: params.percentage,
    effective_percentage: params.percentage,
    tax_type: params.tax_type ?? null,
  };
  await ctx.store.put(rate);
  return rate;
}

export const retrieveTaxRate = (ctx: CoreContext, id: string) => load<TaxRate>(ctx, 'tax_rate', id);

export async function listTaxRates(
  ctx: CoreContext,
  params: { active?: boolean; limit?: number },
): Promise<ListOf<TaxRate>> {
  const matching = (await ctx.store.list<TaxRate>('tax_rate')).filter(
    (r) => params.active === undefined || r.active === params.active,
  );
  return listPage(matching, params.limit, '/v1/tax_rates');
}

/** The rates a request names, each checked as Stripe does (`field` for the error). */
export async function taxRatesByIds(
  ctx: CoreContext,
  ids: readonly string[] | undefined,
  field: string,
): Promise<TaxRate[]> {
  const rates: TaxRate[] = [];
  for (const [index, id] of (ids ?? []).entries()) {
    const rate = await ctx.store.get<TaxRate>('tax_rate', id);
    if (!rate) throw missingReference('tax_rate', id, `${field}[${index}]`);
    if (!rate.active) throw invalidRequest(`The tax rate ${id} is inactive.`, `${field}[${index}]`);
    rates.push(rate);
  }
  return rates;
}

/**
 * The taxes of an amount after discounts: an inclusive rate is the part of
 * the amount it already holds (amount × p / (100 + p), rounded to the cent),
 * an exclusive one is added on top.
 */
export function taxesOf(amount: number, rates: readonly TaxRate[]): InvoiceTotalTax[] {
  return rates.map((rate) => {
    const tax = rate.inclusive
      ? Math.round((amount * rate.percentage) / (100 + rate.percentage))
      : Math.round((amount * rate.percentage) / 100);
    return {
      amount: tax,
      tax_behavior: rate.inclusive ? 'inclusive' : 'exclusive',
      tax_rate_details: { tax_rate: rate.id },
      taxability_reason: 'standard_rated',
      taxable_amount: rate.inclusive ? amount - tax : amount,
      type: 'tax_rate_details',
    };
  });
}

/** What exclusive rates add to an amount (inclusive ones are in it already). */
export const addedTax = (taxes: readonly InvoiceTotalTax[]) =>
  taxes.filter((t) => t.tax_behavior === 'exclusive').reduce((sum, t) => sum + t.amount, 0);
