import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_ERROR, hasHomeFlags, readHomeFlags, withoutHomeFlags } from './home-flags';

const read = (query: string) => readHomeFlags(new URLSearchParams(query));

describe('readHomeFlags', () => {
  it.each([
    ['missing_session', 'Session de paiement non trouvée.'],
    ['missing_guest_session', 'Session invité perdue. Veuillez réessayer.'],
    ['payment_incomplete', "Le paiement n'a pas été complété."],
    ['user_not_identified', "Impossible d'identifier l'utilisateur après paiement."],
    [
      'guest_session_claimed',
      'Cette consultation gratuite est déjà rattachée à un compte. Connectez-vous pour continuer.',
    ],
    ['autre_chose', DEFAULT_PAYMENT_ERROR],
  ])('error=%s gives the French text of spec §8', (code, text) => {
    expect(read(`?error=${code}`).error?.lines).toEqual([text]);
  });

  it('says nothing without flags', () => {
    expect(read('')).toEqual({ error: null, notice: null });
  });

  it('turns a payment return into a short notice with its reference', () => {
    expect(read('?payment_success=true&transaction_id=pi_123').notice).toEqual({
      title: 'Merci pour votre achat',
      lines: [
        'Votre paiement a bien été transmis. Votre accès sera activé dès sa confirmation.',
        'Référence : pi_123',
      ],
    });
    expect(read('?account_created=true&email=a%40b.fr&sessionId=cs_9').notice?.lines).toEqual([
      'Votre compte a été créé pour a@b.fr. Consultez vos e-mails pour définir votre mot de passe.',
      'Référence : cs_9',
    ]);
  });

  it('tells a buyer whose address has an account that it was credited, not logged in', () => {
    expect(
      read(
        '?payment_success=true&account_created=false&email=c%E2%80%A2%E2%80%A2%E2%80%A2%40exemple.fr&transaction_id=cs_test_1',
      ).notice,
    ).toEqual({
      title: 'Merci pour votre achat',
      lines: [
        "Un compte existe déjà pour c•••@exemple.fr : les 10 messages de l'offre y ont été ajoutés. Connectez-vous pour les utiliser.",
        'Référence : cs_test_1',
      ],
    });
  });

  it('says a cancelled payment cost nothing', () => {
    expect(read('?offer=canceled').notice?.title).toBe('Paiement annulé');
  });

  it('does not echo arbitrary text from the address', () => {
    const flags = read('?account_created=true&email=<b>x</b>&transaction_id=<script>');
    expect(flags.notice?.lines).toEqual([
      'Votre compte a été créé. Consultez vos e-mails pour définir votre mot de passe.',
    ]);
  });
});

describe('hasHomeFlags and withoutHomeFlags', () => {
  it('finds the flags and removes only them', () => {
    const params = new URLSearchParams('?error=x&email=a%40b.fr&utm_source=ads');
    expect(hasHomeFlags(params)).toBe(true);
    expect(withoutHomeFlags(params).toString()).toBe('utm_source=ads');
    expect(hasHomeFlags(new URLSearchParams('?utm_source=ads'))).toBe(false);
  });
});
