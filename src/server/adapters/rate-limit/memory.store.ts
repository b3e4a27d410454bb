import type { RateLimitStore } from './rate-limit.store.js';

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;

  function sweep(at: number) {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  }

  return {
    async hit(key, windowMs) {
      const at = now();
      // Sweeping only when the map is large, and at most once a second, keeps a hit O(1) on average.
      if (windows.size > 10_000 && at - lastSweep > 1000) {
        lastSweep = at;
        sweep(at);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        w = { count: 0, resetAt: at + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - at };
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
    health: async () => 'none',
    async close() {
      windows.clear();
    },
  };
}
