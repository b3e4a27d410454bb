import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('the secret box', () => {
  const box = createSecretBox('m'.repeat(40), 'totp');

  it('opens what it sealed, and the sealed text does not show the secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'staff:7');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'staff:7')).not.toBe(sealed);
    expect(box.open(sealed, 'staff:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another purpose, another row, or an altered value', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'staff:7');
    expect(createSecretBox('n'.repeat(40), 'totp').open(sealed, 'staff:7')).toBeNull();
    expect(createSecretBox('m'.repeat(40), 'autre').open(sealed, 'staff:7')).toBeNull();
    expect(box.open(sealed, 'staff:8')).toBeNull();
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(box.open(flipped, 'staff:7')).toBeNull();
    expect(box.open('texte en clair', 'staff:7')).toBeNull();
  });
});
