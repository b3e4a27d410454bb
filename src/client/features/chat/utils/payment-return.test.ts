import { describe, expect, it } from 'vitest';
import type { ConfirmPaymentResponse } from '#shared/schemas/billing';
import {
  hasPaymentReturnParams,
  messagesNowLabel,
  purchaseActiveLabel,
  purchaseConversion,
  purchaseOf,
  readPaymentReturn,
  showPasswordBanner,
  withoutPaymentReturnParams,
} from './payment-return';

const read = (query: string) => readPaymentReturn(new URLSearchParams(query));
const confirmed = (overrides: Partial<ConfirmPaymentResponse>): ConfirmPaymentResponse => ({
  status: 'paid',
  kind: 'plan',
  tier: 'guidance',
  transactionId: 'cs_test_1',
  messagesRemaining: 30,
  ...overrides,
});

describe('readPaymentReturn', () => {
  it('takes the provider reference to confirm, never a plan or an amount', () => {
    expect(read('?payment_success=true&session_id=cs_test_abc&tier=vip&conversion=999')).toEqual({
      reference: { sessionId: 'cs_test_abc' },
      purchased: true,
    });
    expect(read('?payment_success=true&subscription_id=sub_123')).toEqual({
      reference: { subscriptionId: 'sub_123' },
      purchased: true,
    });
    // The special offer's return names its checkout session as transaction_id.
    expect(read('?special_offer_success=true&transaction_id=cs_test_9')).toEqual({
      reference: { sessionId: 'cs_test_9' },
      purchased: true,
    });
  });

  it('ignores references without a purchase flag, and anything that is not an id', () => {
    expect(read('?session_id=cs_test_abc')).toEqual({ reference: null, purchased: false });
    expect(read('?payment_success=true&session_id=<script>').reference).toBeNull();
    expect(read('?payment_success=true&session_id=pi_123').reference).toBeNull();
    expect(read('?payment_success=1').purchased).toBe(false);
  });
});

describe('withoutPaymentReturnParams', () => {
  it('strips every payment flag and keeps the rest, date included', () => {
    const params = new URLSearchParams(
      '?payment_success=true&tier=guidance&conversion=19.9&transaction_id=pi_1&session_id=cs_1' +
        '&subscription_id=sub_1&special_offer_success=true&show_password_banner=true&date=2025-06-01&other=x',
    );
    expect(hasPaymentReturnParams(params)).toBe(true);
    const rest = withoutPaymentReturnParams(params);
    expect(rest.toString()).toBe('date=2025-06-01&other=x');
    expect(hasPaymentReturnParams(rest)).toBe(false);
    expect(params.get('payment_success')).toBe('true');
  });

  it('leaves a query without flags alone', () => {
    expect(hasPaymentReturnParams(new URLSearchParams('?date=2025-06-01'))).toBe(false);
  });
});

describe('what the server confirmed', () => {
  it('is a purchase only once paid', () => {
    expect(purchaseOf(confirmed({}))).toEqual({ kind: 'plan', tier: 'guidance' });
    expect(purchaseOf(confirmed({ kind: 'special_offer', tier: null }))).toEqual({
      kind: 'special_offer',
    });
    expect(purchaseOf(confirmed({ status: 'pending' }))).toBeNull();
    expect(purchaseOf(undefined)).toBeNull();
  });

  it('names the plan or the special offer', () => {
    expect(purchaseActiveLabel({ kind: 'plan', tier: 'guidance' })).toBe(
      'Le forfait Guidance est maintenant actif.',
    );
    expect(purchaseActiveLabel({ kind: 'plan', tier: null })).toBe(
      'Votre forfait est maintenant actif.',
    );
    expect(purchaseActiveLabel({ kind: 'special_offer' })).toBe(
      "L'offre spéciale est maintenant active.",
    );
  });

  it('counts the messages in French', () => {
    expect(messagesNowLabel(30)).toBe('Vous disposez de 30 messages.');
    expect(messagesNowLabel(1)).toBe('Vous disposez de 1 message.');
    expect(messagesNowLabel(-2)).toBe('Vous disposez de 0 message.');
  });

  it('values the conversion from the catalogue and the server’s reference', () => {
    expect(purchaseConversion(confirmed({}))).toEqual({
      transactionId: 'cs_test_1',
      value: 19.9,
      currency: 'EUR',
    });
    expect(purchaseConversion(confirmed({ kind: 'special_offer', tier: null }))).toEqual({
      transactionId: 'cs_test_1',
      value: 14,
      currency: 'EUR',
    });
    expect(purchaseConversion(confirmed({ status: 'pending' }))).toBeNull();
    expect(purchaseConversion(confirmed({ transactionId: null }))).toBeNull();
  });
});

describe('password banner', () => {
  it('shows only to an account without a password that has not dismissed it', () => {
    expect(showPasswordBanner({ hasPassword: false, dismissed: false })).toBe(true);
    expect(showPasswordBanner({ hasPassword: false, dismissed: true })).toBe(false);
    expect(showPasswordBanner({ hasPassword: true, dismissed: false })).toBe(false);
  });
});
