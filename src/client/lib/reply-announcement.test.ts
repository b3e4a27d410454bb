import { describe, expect, it } from 'vitest';
import { replyAnnouncement } from './reply-announcement';

describe('replyAnnouncement', () => {
  it('reads the reply without its Markdown marks', () => {
    expect(
      replyAnnouncement(
        '## Les cartes\n\nJe vois **un renouveau** et une _rencontre_.\n\n- Patience\n- [Confiance](https://exemple.fr)',
      ),
    ).toBe(
      'Céleste a répondu : Les cartes Je vois un renouveau et une rencontre. Patience Confiance',
    );
  });

  it('falls back to a short sentence for an empty reply', () => {
    expect(replyAnnouncement('  ')).toBe('Céleste a répondu.');
  });
});
