import { describe, expect, it } from 'vitest';
import { GUEST_SESSION_ID_PATTERN } from '#shared/schemas/guest';
import { createMemoryStorage } from '../../../lib/storage';
import {
  createGuestSessionId,
  openGuestSession,
  readStoredRemaining,
  storeRemaining,
} from './guest-session';

describe('guest session id', () => {
  it('is guest_ + timestamp + _ + random base 36, as the server expects', () => {
    const id = createGuestSessionId(1_748_250_000_000);
    expect(id).toMatch(/^guest_1748250000000_[a-z0-9]{12}$/);
    expect(id).toMatch(GUEST_SESSION_ID_PATTERN);
    expect(createGuestSessionId()).not.toBe(createGuestSessionId());
  });

  it('is created once and then kept', () => {
    const storage = createMemoryStorage();
    const first = openGuestSession(storage);
    expect(first.fresh).toBe(true);
    expect(storage.getItem('guestSessionId')).toBe(first.id);
    // Opened again on this visit (a render React retried): still new, nothing to read.
    expect(openGuestSession(storage)).toEqual({ id: first.id, fresh: true });
  });

  it('found stored by a later visit, is no longer new: its conversation is on the server', () => {
    const id = createGuestSessionId();
    const storage = createMemoryStorage({ guestSessionId: id });
    expect(openGuestSession(storage)).toEqual({ id, fresh: false });
  });

  it('replaces a stored value the server would refuse', () => {
    const storage = createMemoryStorage({ guestSessionId: 'guest_<script>' });
    const { id, fresh } = openGuestSession(storage);
    expect(fresh).toBe(true);
    expect(id).toMatch(GUEST_SESSION_ID_PATTERN);
    expect(storage.getItem('guestSessionId')).toBe(id);
  });
});

describe('stored remaining count', () => {
  it('starts at 3 and mirrors what it is given', () => {
    const storage = createMemoryStorage();
    expect(readStoredRemaining(storage)).toBe(3);
    storeRemaining(storage, 1);
    expect(storage.getItem('guestMessagesRemaining')).toBe('1');
    expect(readStoredRemaining(storage)).toBe(1);
    storeRemaining(storage, 0);
    expect(readStoredRemaining(storage)).toBe(0);
  });

  it('ignores a value that is not a count', () => {
    for (const value of ['abc', '-1', '1.5', '']) {
      expect(readStoredRemaining(createMemoryStorage({ guestMessagesRemaining: value }))).toBe(3);
    }
  });
});
