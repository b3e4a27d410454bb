import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browserStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { trackPurchase } from '@/lib/tracking';
import {
  clearsDismissal,
  hasPaymentReturnParams,
  purchaseConversion,
  readPaymentReturn,
  withoutPaymentReturnParams,
  type PaymentReturn,
} from '../utils/payment-return';

/**
 * Reads the payment-return flags of /chat/:id once (spec §4): a purchase
 * brings back a dismissed password reminder and is reported once per
 * transaction; then the flags leave the address (replace, `date` kept), so a
 * reload neither thanks nor reports again.
 */
export function usePaymentReturn(): PaymentReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => ({
    paymentReturn: readPaymentReturn(searchParams),
    hasParams: hasPaymentReturnParams(searchParams),
  }));
  const { paymentReturn, hasParams } = initial;

  useEffect(() => {
    if (clearsDismissal(paymentReturn)) {
      browserStorage.removeItem(STORAGE_KEYS.passwordReminderDismissed);
    }
    const conversion = purchaseConversion(paymentReturn);
    // trackPurchase reports each transaction id once, StrictMode's second run included.
    if (conversion) trackPurchase(conversion);
    if (hasParams) {
      setSearchParams((previous) => withoutPaymentReturnParams(previous), { replace: true });
    }
  }, [paymentReturn, hasParams, setSearchParams]);

  return paymentReturn;
}
