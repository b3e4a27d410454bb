/**
 * Counts hits in fixed windows. The embedded store keeps them in memory; the
 * Redis one lets several app processes share the counts.
 */
export interface RateLimitHit {
  count: number;
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` and says how many fell in the current window. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Takes one hit back (a login that turned out to be right); nothing if the window is over. */
  release(key: string): Promise<void>;
  /** 'none' without Redis; 'ok' or 'down' with it (the limits then run from its fallback). */
  health(): Promise<'none' | 'ok' | 'down'>;
  close(): Promise<void>;
}
