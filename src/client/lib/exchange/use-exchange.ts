import { useCallback, useState, useSyncExternalStore } from 'react';
import { Exchange, type ExchangeMessage, type ExchangePayer } from './exchange';

/**
 * The exchange engine for one screen: what it shows, and `send` and `stop`.
 * `payer` should be memoised: `send` changes with it.
 */
export function useExchange<Message extends ExchangeMessage>(payer: ExchangePayer<Message>) {
  const [exchange] = useState(() => new Exchange<Message>());
  const view = useSyncExternalStore(exchange.subscribe, exchange.getView, exchange.getView);
  const send = useCallback((content: string) => exchange.send(payer, content), [exchange, payer]);
  return { ...view, send, stop: exchange.stop };
}
