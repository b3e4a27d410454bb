import { describe, expect, it } from 'vitest';
import {
  clearsDismissal,
  hasPaymentReturnParams,
  messagesNowLabel,
  purchaseActiveLabel,
  purchaseConversion,
  readPaymentReturn,
  showPasswordBanner,
  withoutPaymentReturnParams,
} from './payment-return';

const read = (query: string) => readPaymentReturn(new URLSearchParams(query));

describe('readPaymentReturn', () => {
  it('reads a plan purchase, resolving tier aliases', () => {
    expect(read('?payment_success=true&tier=guidance&transaction_id=pi_1')).toEqual({
      purchase: { kind: 'plan', tier: 'guidance' },
      transactionId: 'pi_1',
      askPassword: false,
    });
    expect(read('?payment_success=true&tier=premium').purchase).toEqual({
      kind: 'plan',
      tier: 'vip',
    });
  });

  it('keeps a plan return without a usable tier', () => {
    expect(read('?payment_success=true').purchase).toEqual({ kind: 'plan', tier: null });
    expect(read('?payment_success=true&tier=gratuit').purchase).toEqual({
      kind: 'plan',
      tier: null,
    });
    expect(read('?payment_success=true&tier=bogus').purchase).toEqual({ kind: 'plan', tier: null });
  });

  it('reads the special offer', () => {
    expect(read('?special_offer_success=true&transaction_id=cs_9').purchase).toEqual({
      kind: 'special-offer',
    });
  });

  it('ignores anything but "true" and odd transaction ids', () => {
    expect(read('?payment_success=1&show_password_banner=yes')).toEqual({
      purchase: null,
      transactionId: null,
      askPassword: false,
    });
    expect(read('?payment_success=true&transaction_id=<script>').transactionId).toBeNull();
    expect(read('?show_password_banner=true').askPassword).toBe(true);
  });
});

describe('withoutPaymentReturnParams', () => {
  it('strips every payment flag and keeps the rest, date included', () => {
    const params = new URLSearchParams(
      '?payment_success=true&tier=guidance&conversion=19.9&transaction_id=pi_1' +
        '&special_offer_success=true&show_password_banner=true&date=2025-06-01&other=x',
    );
    expect(hasPaymentReturnParams(params)).toBe(true);
    const rest = withoutPaymentReturnParams(params);
    expect(rest.toString()).toBe('date=2025-06-01&other=x');
    expect(hasPaymentReturnParams(rest)).toBe(false);
    // The input is left as it was.
    expect(params.get('payment_success')).toBe('true');
  });

  it('leaves a query without flags alone', () => {
    expect(hasPaymentReturnParams(new URLSearchParams('?date=2025-06-01'))).toBe(false);
  });
});

describe('password banner', () => {
  it('shows only to an account without a password that has not dismissed it', () => {
    expect(showPasswordBanner({ hasPassword: false, dismissed: false })).toBe(true);
    expect(showPasswordBanner({ hasPassword: false, dismissed: true })).toBe(false);
    expect(showPasswordBanner({ hasPassword: true, dismissed: false })).toBe(false);
  });

  it('comes back after a payment or special-offer return, not after the bare flag', () => {
    expect(clearsDismissal(read('?payment_success=true&tier=guidance'))).toBe(true);
    expect(clearsDismissal(read('?special_offer_success=true'))).toBe(true);
    expect(clearsDismissal(read('?show_password_banner=true'))).toBe(false);
    expect(clearsDismissal(read(''))).toBe(false);
  });
});

describe('thanks popup texts', () => {
  it('names the plan or the special offer', () => {
    expect(purchaseActiveLabel({ kind: 'plan', tier: 'guidance' })).toBe(
      'Le forfait Guidance est maintenant actif.',
    );
    expect(purchaseActiveLabel({ kind: 'plan', tier: null })).toBe(
      'Votre forfait est maintenant actif.',
    );
    expect(purchaseActiveLabel({ kind: 'special-offer' })).toBe(
      "L'offre spéciale est maintenant active.",
    );
  });

  it('counts the messages in French', () => {
    expect(messagesNowLabel(30)).toBe('Vous disposez maintenant de 30 messages.');
    expect(messagesNowLabel(1)).toBe('Vous disposez maintenant de 1 message.');
    expect(messagesNowLabel(-2)).toBe('Vous disposez maintenant de 0 message.');
  });
});

describe('purchaseConversion', () => {
  it('values a plan from the catalogue, never from the address', () => {
    expect(
      purchaseConversion(
        read('?payment_success=true&tier=guidance&conversion=999&transaction_id=pi_1'),
      ),
    ).toEqual({ transactionId: 'pi_1', value: 19.9, currency: 'EUR' });
  });

  it('values the special offer at 14 €', () => {
    expect(purchaseConversion(read('?special_offer_success=true&transaction_id=cs_9'))).toEqual({
      transactionId: 'cs_9',
      value: 14,
      currency: 'EUR',
    });
  });

  it('reports nothing without a transaction id or a known plan', () => {
    expect(purchaseConversion(read('?payment_success=true&tier=guidance'))).toBeNull();
    expect(purchaseConversion(read('?payment_success=true&transaction_id=pi_1'))).toBeNull();
    expect(purchaseConversion(read('?transaction_id=pi_1'))).toBeNull();
  });
});
