import { describe, expect, it, vi } from 'vitest';
import { ReplyProgress, requestStop, STOP_DEADLINE_MS } from './reply-progress';

describe('ReplyProgress', () => {
  it('cannot be stopped before the server took the message', () => {
    const progress = new ReplyProgress<{ id: number }>();
    expect(progress.stop()).toBeNull();
    expect(progress.stopped).toBe(false);
  });

  it('counts what was shown at the stop and shows nothing after it', () => {
    const progress = new ReplyProgress<{ id: number }>();
    progress.accepted = { id: 1 };
    expect(progress.add('Bonjour, ')).toBe(true);
    expect(progress.add('je vois')).toBe(true);
    expect(progress.stop()).toBe('Bonjour, je vois'.length);
    expect(progress.add(' un voyage')).toBe(false);
    expect(progress.reply).toBe('Bonjour, je vois');
    // A second press sends nothing more.
    expect(progress.stop()).toBeNull();
  });
});

describe('requestStop', () => {
  it('tells the server what was shown, and drops the stream if the stored reply never comes', () => {
    vi.useFakeTimers();
    try {
      const progress = new ReplyProgress<{ id: number }>();
      progress.accepted = { id: 7 };
      progress.add('Bonjour');
      const told: Array<[number, number]> = [];
      const dropped = vi.fn();
      const timer = requestStop(
        progress,
        async (id, shown) => void told.push([id, shown]),
        dropped,
      );
      expect(timer).not.toBeNull();
      expect(told).toEqual([[7, 'Bonjour'.length]]);
      vi.advanceTimersByTime(STOP_DEADLINE_MS - 1);
      expect(dropped).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(dropped).toHaveBeenCalledOnce();
      // Pressed again: nothing more to stop.
      expect(requestStop(progress, async () => {}, dropped)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing before the server took the message, or without a reply', () => {
    expect(
      requestStop(
        null,
        async () => {},
        () => {},
      ),
    ).toBeNull();
    expect(
      requestStop(
        new ReplyProgress<{ id: number }>(),
        async () => {},
        () => {},
      ),
    ).toBeNull();
  });
});
