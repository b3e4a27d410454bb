/**
 * The Stripe objects the core keeps, in the shapes of the pinned API version
 * (basil and later: period dates on subscription items, an invoice's
 * subscription under `parent.subscription_details`). Only the fields this
 * product or the SDK reads are modelled; each is what Stripe would send.
 */
export type Metadata = Record<string, string>;

interface Base {
  id: string;
  created: number;
  livemode: false;
}

export interface ListOf<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export interface Customer extends Base {
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  description: string | null;
  balance: number;
  currency: string | null;
  delinquent: boolean;
  invoice_prefix: string;
  preferred_locales: string[];
  tax_exempt: 'none';
  test_clock: null;
  /** Kept as a tombstone, as Stripe answers `{ id, object, deleted: true }` once deleted. */
  deleted?: true;
}

export interface Product extends Base {
  object: 'product';
  active: boolean;
  name: string;
  description: string | null;
  metadata: Metadata;
  type: 'service';
  updated: number;
}

export interface Price extends Base {
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: {
    interval: 'month';
    interval_count: number;
    usage_type: 'licensed';
    meter: null;
    trial_period_days: null;
  } | null;
  tax_behavior: 'inclusive' | 'exclusive' | 'unspecified';
  type: 'one_time' | 'recurring';
  unit_amount: number;
  unit_amount_decimal: string;
  billing_scheme: 'per_unit';
}

export interface Coupon extends Base {
  object: 'coupon';
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: 'once' | 'forever' | 'repeating';
  duration_in_months: number | null;
  name: string | null;
  applies_to?: { products: string[] };
  metadata: Metadata;
  max_redemptions: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
}

/** A fixed tax rate (`txr_…`): French VAT at 20 %, included in the prices (ADR 010). */
export interface TaxRate extends Base {
  object: 'tax_rate';
  active: boolean;
  country: string | null;
  description: string | null;
  display_name: string;
  inclusive: boolean;
  jurisdiction: string | null;
  metadata: Metadata;
  percentage: number;
  effective_percentage: number;
  tax_type: string | null;
}

/** One tax of an invoice's total, as the API version of the app has it (`total_taxes`). */
export interface InvoiceTotalTax {
  amount: number;
  tax_behavior: 'inclusive' | 'exclusive';
  tax_rate_details: { tax_rate: string };
  taxability_reason: 'standard_rated';
  taxable_amount: number;
  type: 'tax_rate_details';
}

export interface CheckoutSession extends Base {
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  success_url: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_creation: 'always' | 'if_required' | null;
  customer_email: string | null;
  customer_details: {
    email: string | null;
    name: string | null;
    phone: null;
    address: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  discounts: Array<{ coupon: string | null; promotion_code: string | null }>;
  locale: string | null;
  metadata: Metadata;
  custom_text: {
    after_submit: { message: string } | null;
    shipping_address: { message: string } | null;
    submit: { message: string } | null;
    terms_of_service_acceptance: { message: string } | null;
  };
  expires_at: number;
  invoice: string | null;
  payment_intent: string | null;
  subscription: string | null;
  ui_mode: 'hosted';
  /** Expandable only (`expand[]=line_items`): never sent unless asked for. */
  line_items?: ListOf<CheckoutLineItem>;
}

export interface CheckoutLineItem {
  id: string;
  object: 'item';
  amount_subtotal: number;
  amount_discount: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
}

export interface Subscription extends Base {
  object: 'subscription';
  customer: string;
  status:
    | 'incomplete'
    | 'incomplete_expired'
    | 'active'
    | 'past_due'
    | 'canceled'
    | 'unpaid'
    | 'trialing'
    | 'paused';
  items: ListOf<SubscriptionItem>;
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: {
    comment: null;
    feedback: null;
    reason: 'cancellation_requested' | 'payment_failed' | null;
  };
  collection_method: 'charge_automatically';
  currency: string;
  default_payment_method: string | null;
  default_tax_rates: TaxRate[];
  discounts: string[];
  ended_at: number | null;
  latest_invoice: string | null;
  metadata: Metadata;
  start_date: number;
  test_clock: null;
}

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: Array<{ amount: number; discount: string }>;
  period: { start: number; end: number };
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  quantity: number;
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: {
      subscription: string;
      subscription_item: string;
      proration: false;
    };
  };
}

export interface Invoice extends Base {
  object: 'invoice';
  customer: string;
  customer_email: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  collection_method: 'charge_automatically';
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  discounts: string[];
  total_discount_amounts: Array<{ amount: number; discount: string }>;
  total_excluding_tax: number;
  total_taxes: InvoiceTotalTax[];
  hosted_invoice_url: string;
  invoice_pdf: string;
  lines: ListOf<InvoiceLine>;
  next_payment_attempt: number | null;
  number: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Metadata };
  };
  period_start: number;
  period_end: number;
  status_transitions: {
    finalized_at: number | null;
    paid_at: number | null;
    marked_uncollectible_at: null;
    voided_at: null;
  };
  /**
   * Includable only (`expand[]=payments`), as since basil: how the invoice was
   * paid — the PaymentIntent a refund or a dispute of its charge names.
   */
  payments?: ListOf<InvoicePayment>;
  /** Includable only (`expand[]=…confirmation_secret`), as since basil. */
  confirmation_secret?: { client_secret: string; type: 'payment_intent' } | null;
}

export interface InvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  status: 'paid' | 'open';
  payment: { type: 'payment_intent'; payment_intent: string };
}

/** A card payment that went through (one per PaymentIntent here). */
export interface Charge extends Base {
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  currency: string;
  customer: string | null;
  disputed: boolean;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded';
}

export interface Dispute extends Base {
  object: 'dispute';
  amount: number;
  charge: string;
  currency: string;
  is_charge_refundable: boolean;
  metadata: Metadata;
  payment_intent: string;
  reason: string;
  status: 'warning_needs_response' | 'needs_response' | 'under_review' | 'won' | 'lost';
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  created: number;
  livemode: false;
  customer: string;
  locale: string | null;
  return_url: string | null;
  url: string;
  configuration: string;
  flow: null;
  on_behalf_of: null;
}

/** The portal's settings (`/v1/billing_portal/configurations`): what a customer may do there. */
export interface PortalConfiguration {
  id: string;
  object: 'billing_portal.configuration';
  active: boolean;
  application: null;
  created: number;
  updated: number;
  livemode: false;
  /** The Dashboard's saved settings; one created through the API is not the default. */
  is_default: boolean;
  default_return_url: string | null;
  business_profile: {
    headline: string | null;
    privacy_policy_url: string | null;
    terms_of_service_url: string | null;
  };
  features: {
    customer_update: { enabled: boolean; allowed_updates: string[] };
    invoice_history: { enabled: boolean };
    payment_method_update: { enabled: boolean };
    subscription_cancel: {
      enabled: boolean;
      mode: 'at_period_end' | 'immediately';
      proration_behavior: 'none' | 'create_prorations' | 'always_invoice';
      cancellation_reason: { enabled: boolean; options: string[] };
    };
    subscription_update: {
      enabled: boolean;
      default_allowed_updates: string[];
      proration_behavior: 'none' | 'create_prorations' | 'always_invoice';
      products: Array<{ product: string; prices: string[] }>;
    };
  };
  login_page: { enabled: false; url: null };
  metadata: Metadata;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}
