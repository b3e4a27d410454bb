import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** The visitor's cookie choice (spec §4): none yet, then accepted or rejected. */
export type ConsentChoice = 'accepted' | 'rejected';

export function readConsent(storage: KeyValueStorage = browserStorage): ConsentChoice | null {
  const value = storage.getItem(STORAGE_KEYS.consent);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Set by « Gérer les cookies »: the banner shows again though a choice is stored. */
let reopened = false;

/** Stores the choice and when it was made (ISO date), as the CNIL asks to be able to prove it. */
export function saveConsent(
  choice: ConsentChoice,
  storage: KeyValueStorage = browserStorage,
  now: Date = new Date(),
): void {
  storage.setItem(STORAGE_KEYS.consent, choice);
  storage.setItem(STORAGE_KEYS.consentDate, now.toISOString());
  reopened = false;
  notify();
}

/** Withdrawing consent must be as easy as giving it (CNIL): the banner can be asked for again. */
export function reopenConsentBanner(): void {
  reopened = true;
  notify();
}

/** The banner's close control: hides it again, stores nothing. */
export function closeReopenedConsentBanner(): void {
  reopened = false;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab may answer the banner too.
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}

/** Whether the banner was asked for again since the last choice. */
export function useConsentBannerReopened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reopened,
    () => false,
  );
}

/** The stored choice, kept current when the banner (or another tab) changes it. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(
    subscribe,
    () => readConsent(),
    () => null,
  );
}
