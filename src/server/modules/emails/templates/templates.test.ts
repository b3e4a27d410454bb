import { describe, expect, it } from 'vitest';
import { magicLinkMail, newAddressMail, verificationMail } from './templates.js';

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

describe('the mail button', () => {
  // « Confirmer mon adresse e-mail » broke at « e-|mail » on a phone (issue 39).
  it('keeps a hyphenated word whole and breaks only between words', () => {
    const { html } = verificationMail({ firstName: 'Camille', link: 'https://exemple.fr/v' });
    expect(html).toContain('Confirmer mon adresse <span style="white-space:nowrap">e-mail</span>');
    expect(html).toMatch(/word-break:normal;overflow-wrap:normal;hyphens:none/);
  });
});

describe('the new-address mail', () => {
  it('confirms the address of an account, without the sign-up’s welcome or gift', () => {
    const mail = newAddressMail({ firstName: 'camille', link: 'https://exemple.fr/v' });
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail — Voyance IA');
    expect(mail.text).toContain('Confirmer cette adresse\u00a0: https://exemple.fr/v');
    expect(mail.text).not.toMatch(/Bienvenue|offerts/);
  });
});

describe('French spacing in mails', () => {
  it('ties « ? ! : » and prices to what they follow, in the text and the HTML', () => {
    const mail = newAddressMail({ firstName: 'camille', link: 'https://exemple.fr/v' });
    expect(mail.text).not.toMatch(/ [?!:;]/);
    expect(mail.html).not.toMatch(/ [?!:;](?=\s|<)/);
  });
});
