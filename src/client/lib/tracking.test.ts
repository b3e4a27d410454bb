import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import { createTracker, GTAG_URL, type TrackingEnv } from './tracking';

/** A fake browser: what the tracker appends, pushes and stores is all visible. */
function setup(options: { consent?: string; tagId?: string | null } = {}) {
  const initial: Record<string, string> = {};
  if (options.consent) initial['rgpd-consent'] = options.consent;
  const storage: KeyValueStorage = createMemoryStorage(initial);
  const scripts: string[] = [];
  const window: TrackingEnv['window'] = {};
  const tracker = createTracker({
    storage,
    loadScript: (src) => scripts.push(src),
    window,
    getTagId: () => options.tagId ?? null,
  });
  /** The queue as plain arrays (gtag pushes Arguments objects). */
  const calls = () =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  const events = () => calls().filter((call) => call[0] === 'event');
  return { tracker, storage, scripts, window, calls, events };
}

function exerciseEverything(tracker: ReturnType<typeof createTracker>) {
  tracker.prepare();
  for (const remaining of [2, 1, 0]) tracker.trackGuestMilestone(remaining);
  tracker.trackPurchase({ transactionId: 'tx_1', value: 14, currency: 'EUR' });
}

describe('tracking', () => {
  it('does nothing at all without consent, even with a tag id', () => {
    for (const consent of [undefined, 'rejected']) {
      const { tracker, scripts, window, storage } = setup({ consent, tagId: 'AW-123456' });
      exerciseEverything(tracker);
      expect(scripts).toEqual([]);
      expect(window).toEqual({});
      expect(storage.getItem('trackedTransactions')).toBeNull();
    }
  });

  it('does nothing at all with consent but no tag id (or an unusable one)', () => {
    for (const tagId of [null, '', 'https://evil.example/x.js']) {
      const { tracker, scripts, window, storage } = setup({ consent: 'accepted', tagId });
      exerciseEverything(tracker);
      expect(scripts).toEqual([]);
      expect(window).toEqual({});
      expect(storage.getItem('trackedTransactions')).toBeNull();
    }
  });

  it('with both, loads one script and sends the conversion events', () => {
    const { tracker, scripts, calls, events } = setup({ consent: 'accepted', tagId: 'AW-123456' });
    exerciseEverything(tracker);
    tracker.trackGuestMilestone(2);

    expect(scripts).toEqual([`${GTAG_URL}?id=AW-123456`]);
    expect(calls()[0]?.[0]).toBe('js');
    expect(calls()[1]).toEqual(['config', 'AW-123456']);
    expect(events()).toEqual([
      [
        'event',
        'conversion',
        { send_to: 'AW-123456', event_label: 'guest_message_1', value: 0.1, currency: 'EUR' },
      ],
      [
        'event',
        'conversion',
        { send_to: 'AW-123456', event_label: 'guest_message_2', value: 0.2, currency: 'EUR' },
      ],
      ['event', 'conversion', { send_to: 'AW-123456', event_label: 'guest_message_3' }],
      [
        'event',
        'conversion',
        { send_to: 'AW-123456', value: 14, currency: 'EUR', transaction_id: 'tx_1' },
      ],
      [
        'event',
        'conversion',
        { send_to: 'AW-123456', event_label: 'guest_message_1', value: 0.1, currency: 'EUR' },
      ],
    ]);
  });

  it('ignores remaining counts that are not a milestone', () => {
    const { tracker, events } = setup({ consent: 'accepted', tagId: 'AW-123456' });
    tracker.trackGuestMilestone(3);
    tracker.trackGuestMilestone(9);
    expect(events()).toEqual([]);
  });

  it('reports a transaction id once, even from a new page load', () => {
    const first = setup({ consent: 'accepted', tagId: 'AW-123456' });
    first.tracker.trackPurchase({ transactionId: 'tx_9', value: 19, currency: 'EUR' });
    first.tracker.trackPurchase({ transactionId: 'tx_9', value: 19, currency: 'EUR' });
    expect(first.events()).toHaveLength(1);

    // A reload: a new tracker over the same storage.
    const storage = first.storage;
    const dataLayer: unknown[] = [];
    const reloaded = createTracker({
      storage,
      loadScript: () => {},
      window: { dataLayer },
      getTagId: () => 'AW-123456',
    });
    reloaded.trackPurchase({ transactionId: 'tx_9', value: 19, currency: 'EUR' });
    reloaded.trackPurchase({ transactionId: 'tx_10', value: 39, currency: 'EUR' });
    const sent = dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(sent.filter((call) => call[0] === 'event')).toEqual([
      [
        'event',
        'conversion',
        { send_to: 'AW-123456', value: 39, currency: 'EUR', transaction_id: 'tx_10' },
      ],
    ]);
    expect(JSON.parse(storage.getItem('trackedTransactions') ?? '[]')).toEqual(['tx_9', 'tx_10']);
  });
});
