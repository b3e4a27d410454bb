import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { browserStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** What the menu offers: the system's theme, or one chosen for this device. */
export type ThemeChoice = 'system' | 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  const stored = browserStorage.getItem(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function systemIsDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true;
}

/** Puts the theme on <html>, as public/before-app.js did before the first paint. */
function apply(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && systemIsDark());
  document.documentElement.classList.toggle('dark', dark);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme choice, a setter, and the system followed while nothing is chosen. */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'system' as const);

  useEffect(() => {
    if (choice !== 'system' || !window.matchMedia) return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => apply('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [choice]);

  const setChoice = useCallback((next: ThemeChoice) => {
    if (next === 'system') browserStorage.removeItem(STORAGE_KEYS.theme);
    else browserStorage.setItem(STORAGE_KEYS.theme, next);
    apply(next);
    for (const listener of listeners) listener();
  }, []);

  return { choice, setChoice };
}
