import { describe, expect, it } from 'vitest';
import { ReplyProgress } from './reply-progress';

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
