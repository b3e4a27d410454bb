import { createContext, useContext, useEffect } from 'react';

const ScreenReadyContext = createContext<() => void>(() => undefined);

/** What main.tsx does once the screen is the app's: the prerender's marker goes. */
export const ScreenReadyProvider = ScreenReadyContext.Provider;

/**
 * Rendered beside the screen, inside its Suspense boundary: its effect runs
 * once the screen is on the page, drawn or hydrated. React hydrates the
 * page's frame first and the screen once its chunk is there; a prerendered
 * page's buttons do nothing until then (ADR 017).
 */
export function ScreenReady() {
  const ready = useContext(ScreenReadyContext);
  useEffect(() => ready(), [ready]);
  return null;
}
