import { CONFIG_QUERY_KEY, type AppConfig } from './app-config';
import { readConsent } from './consent';
import { queryClient } from './query-client';
import { browserStorage, type KeyValueStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Advertising conversions (spec §9). Nothing at all happens — no script, no
 * cookie, no request — unless the visitor accepted cookies AND a tag id is
 * configured. Then the gtag script is loaded once and conversion events sent.
 * The CSP forbids inline scripts: the dataLayer and gtag() live here.
 */

/** The parts of the browser the tracker touches; tests pass fakes. */
export interface TrackingEnv {
  storage: KeyValueStorage;
  /** Adds an async script element for this URL to the page. */
  loadScript: (src: string) => void;
  /** The global gtag.js reads its queue from. */
  window: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  /** adsTagId of GET /api/config, or null while unknown or unset. */
  getTagId: () => string | null;
}

export interface Purchase {
  transactionId: string;
  /** In the currency's unit (euros), as the conversion service expects. */
  value: number;
  currency: string;
}

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
/** Google tag ids ("AW-123", "G-ABC"): anything else never reaches a URL. */
const TAG_ID_PATTERN = /^[A-Z]{1,3}-[A-Z0-9]{4,20}$/i;
/** Enough to recognise a reload of a recent payment return without growing forever. */
const REMEMBERED_TRANSACTIONS = 50;

/**
 * Remaining count after a guest's send → which free message it was, and its
 * value. Spec §9 gives values for the first two only: the third is reported
 * without a value rather than with an invented one.
 */
const GUEST_MILESTONES: Readonly<Record<number, { message: number; value?: number }>> = {
  2: { message: 1, value: 0.1 },
  1: { message: 2, value: 0.2 },
  0: { message: 3 },
};

function readIds(storage: KeyValueStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.trackedTransactions) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function createTracker(env: TrackingEnv) {
  let loadedTagId: string | null = null;

  /** The tag id to report to, loading the tag on first use; null when tracking is not allowed. */
  function activeTagId(): string | null {
    if (readConsent(env.storage) !== 'accepted') return null;
    const tagId = env.getTagId();
    if (!tagId || !TAG_ID_PATTERN.test(tagId)) return null;
    if (loadedTagId !== tagId) {
      const queue = (env.window.dataLayer ??= []);
      // gtag.js only understands `arguments` objects in its queue, not arrays.
      env.window.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects
        queue.push(arguments);
      };
      env.window.gtag('js', new Date());
      env.window.gtag('config', tagId);
      if (loadedTagId === null) env.loadScript(`${GTAG_URL}?id=${encodeURIComponent(tagId)}`);
      loadedTagId = tagId;
    }
    return tagId;
  }

  function send(params: Record<string, unknown>): void {
    env.window.gtag?.('event', 'conversion', params);
  }

  return {
    /** Loads the tag as soon as it is allowed, so that the ad click is remembered. */
    prepare(): void {
      activeTagId();
    },

    /** Called with the server's remaining count after a guest's message was counted. */
    trackGuestMilestone(remaining: number): void {
      const milestone = GUEST_MILESTONES[remaining];
      if (!milestone) return;
      const tagId = activeTagId();
      if (!tagId) return;
      send({
        send_to: tagId,
        event_label: `guest_message_${milestone.message}`,
        ...(milestone.value === undefined ? {} : { value: milestone.value, currency: 'EUR' }),
      });
    },

    /** Reports a purchase once per transaction id, even across reloads of the return page. */
    trackPurchase({ transactionId, value, currency }: Purchase): void {
      if (!transactionId) return;
      const tagId = activeTagId();
      if (!tagId) return;
      const seen = readIds(env.storage);
      if (seen.includes(transactionId)) return;
      const remembered = [...seen, transactionId].slice(-REMEMBERED_TRANSACTIONS);
      env.storage.setItem(STORAGE_KEYS.trackedTransactions, JSON.stringify(remembered));
      send({ send_to: tagId, value, currency, transaction_id: transactionId });
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

let browserTracker: Tracker | null = null;

/** The app's tracker, made on first use: nothing is touched at import. */
function tracker(): Tracker {
  browserTracker ??= createTracker({
    storage: browserStorage,
    loadScript: (src) => {
      // A script element, not an inline script: the CSP allows only script files.
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.appendChild(script);
    },
    window: globalThis as TrackingEnv['window'],
    getTagId: () => queryClient.getQueryData<AppConfig>(CONFIG_QUERY_KEY)?.adsTagId ?? null,
  });
  return browserTracker;
}

export const prepareTracking = (): void => tracker().prepare();
export const trackGuestMilestone = (remaining: number): void =>
  tracker().trackGuestMilestone(remaining);
export const trackPurchase = (purchase: Purchase): void => tracker().trackPurchase(purchase);
