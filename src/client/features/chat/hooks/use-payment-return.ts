import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmPayment } from '@/lib/payments';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { browserStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { trackPurchase } from '@/lib/tracking';
import {
  hasPaymentReturnParams,
  purchaseConversion,
  purchaseOf,
  readPaymentReturn,
  withoutPaymentReturnParams,
  type Purchase,
} from '../utils/payment-return';

/** A webhook can be late: a pending confirmation is asked again for about twenty seconds. */
const CONFIRM_RETRY_MS = 2_000;
const CONFIRM_ATTEMPTS = 10;

/**
 * Reads the payment-return flags of /chat/:id once (spec §4) and asks the
 * server what was paid for: the thanks popup, the new meter and the
 * conversion (once per transaction) follow its answer, never the address.
 * A purchase brings back a dismissed password reminder; then the flags leave
 * the address (replace, `date` kept).
 */
export function usePaymentReturn(signedIn = true): {
  purchase: Purchase | null;
  purchased: boolean;
} {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => ({
    paymentReturn: readPaymentReturn(searchParams),
    hasParams: hasPaymentReturnParams(searchParams),
  }));
  const { paymentReturn, hasParams } = initial;
  const { reference } = paymentReturn;

  const confirmed = useQuery({
    queryKey: ['/api/billing/confirm', reference],
    queryFn: () => confirmPayment(reference!),
    enabled: reference !== null && signedIn,
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < CONFIRM_ATTEMPTS
        ? CONFIRM_RETRY_MS
        : false,
  }).data;

  useEffect(() => {
    if (paymentReturn.purchased) {
      browserStorage.removeItem(STORAGE_KEYS.passwordReminderDismissed);
    }
    if (hasParams) {
      setSearchParams((previous) => withoutPaymentReturnParams(previous), { replace: true });
    }
  }, [paymentReturn, hasParams, setSearchParams]);

  useEffect(() => {
    if (confirmed?.status !== 'paid') return;
    // The meter shows the new balance at once.
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    const conversion = purchaseConversion(confirmed);
    // trackPurchase reports each transaction id once, StrictMode's second run included.
    if (conversion) trackPurchase(conversion);
  }, [confirmed, queryClient]);

  return { purchase: purchaseOf(confirmed), purchased: paymentReturn.purchased };
}
