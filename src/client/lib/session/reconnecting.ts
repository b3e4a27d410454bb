import { useSyncExternalStore } from 'react';

/**
 * True while the current-user load tries to renew a session from the refresh
 * cookie (no access token stored, spec §4), so that the wait can say why.
 */
let reconnecting = false;
const listeners = new Set<() => void>();

export function setReconnecting(value: boolean): void {
  if (reconnecting === value) return;
  reconnecting = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useReconnecting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reconnecting,
    () => false,
  );
}
