import { describe, expect, it } from 'vitest';
import { magicLinkMail, verificationMail } from './templates.js';

describe('mail greetings', () => {
  it('capitalise the first name as the app shows it, and greet without one', () => {
    const mail = verificationMail({ firstName: '  camille ', link: 'https://exemple.fr/v' });
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.html).toContain('Bonjour Camille,');
    expect(magicLinkMail({ firstName: null, link: 'https://exemple.fr/m' }).text).toContain(
      'Bonjour,',
    );
  });
});
