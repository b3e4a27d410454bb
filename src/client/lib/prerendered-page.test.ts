import { describe, expect, it } from 'vitest';
import { markTakenOver, matchesPrerender } from './prerendered-page';
import { createMemoryStorage } from './storage';
import { draftKey, STORAGE_KEYS } from './storage-keys';

const root = (address?: string) =>
  ({ dataset: address === undefined ? {} : { prerendered: address } }) as unknown as HTMLElement;
const at = (pathname: string, search = '') => ({ pathname, search });

describe('matchesPrerender', () => {
  it('says yes to a first visit of the address the page was rendered for', () => {
    expect(matchesPrerender(root('/'), at('/'), createMemoryStorage())).toBe(true);
    expect(matchesPrerender(root('/auth'), at('/auth'), createMemoryStorage())).toBe(true);
  });

  it('says no to a page that was not prerendered, or for another address', () => {
    expect(matchesPrerender(root(), at('/'), createMemoryStorage())).toBe(false);
    expect(matchesPrerender(root('/'), at('/auth'), createMemoryStorage())).toBe(false);
  });

  it('says no when the address carries a query (payment flags, a tab to open)', () => {
    expect(matchesPrerender(root('/'), at('/', '?payment=success'), createMemoryStorage())).toBe(
      false,
    );
    expect(
      matchesPrerender(root('/auth'), at('/auth', '?tab=register'), createMemoryStorage()),
    ).toBe(false);
  });

  it('says no when this device keeps a session, a guest conversation or a draft', () => {
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.guestSessionId, draftKey(null)]) {
      const storage = createMemoryStorage({ [key]: 'x' });
      expect(matchesPrerender(root('/'), at('/'), storage), key).toBe(false);
    }
    // What the landing does not show from storage changes nothing.
    const consented = createMemoryStorage({ [STORAGE_KEYS.consent]: 'accepted' });
    expect(matchesPrerender(root('/'), at('/'), consented)).toBe(true);
  });
});

describe('markTakenOver', () => {
  it('removes the marker: the page no longer counts as prerendered', () => {
    const container = root('/');
    markTakenOver(container);
    expect(container.dataset.prerendered).toBeUndefined();
    expect(matchesPrerender(container, at('/'), createMemoryStorage())).toBe(false);
  });
});
