/**
 * A correction in the next words (issue 37): « je veux mourir » then « de
 * honte 😂 » is not a crisis, while a risk followed by a dismissal still is.
 * The window is the person's last messages (WINDOW), read together.
 */
import { describe, expect, it } from 'vitest';
import { assessMessages, needsCare, WINDOW } from './assess.js';
import type { CareModel } from './model.js';

const flagsEverything: CareModel = {
  bits: 4,
  weights: new Float32Array(16),
  bias: 10,
  threshold: 0.5,
  evidenceThreshold: 0.5,
};
const rulesOnly = (messages: string[]) => assessMessages(messages, { learned: false });

describe('a correction in the next message', () => {
  it.each([
    [['je veux mourir', 'De honte 😂 j’ai appelé ma prof maman devant tout le monde']],
    [['J’ai envie de crever', 'de rire, tu as vu sa tête ?']],
    [['je veux mourir', 'mdr je parlais du film']],
    [['Je veux disparaître.', 'Des réseaux sociaux, je veux dire. Tout supprimer.']],
    [['Je voudrais en finir.', 'Avec cette histoire de succession je veux dire, on se déchire.']],
    [['J’ai envie de disparaître 😩', 'Sur une île grecque avec un bouquin, pas autre chose.']],
    [['Troisième mayonnaise ratée, je vais me pendre 😂', 'Non sérieux, c’est quoi le secret ?']],
  ])('sets the corrected words aside: %j', (messages) => {
    expect(needsCare(rulesOnly(messages))).toBe(false);
    // And the model does not read the corrected sentence either.
    expect(rulesOnly([messages[0] as string]).level).not.toBe('none');
  });

  it.each([
    [['je veux mourir', 'laisse tomber']],
    [['je veux mourir', 'oublie']],
    [['Je veux en finir.', 'Oublie ce que j’ai dit.']],
    [['je veux mourir', 'je veux dire, vraiment mourir']],
    [
      [
        'Je crois que j’ai vraiment envie de mourir.',
        'Ce n’est pas une façon de parler, cette fois.',
      ],
    ],
    [['J’ai pris tous mes cachets', 'je parlais du film mdr']],
    [['je veux mourir', 'je rigole mdr']],
  ])('keeps the risk when the next words give no other meaning: %j', (messages) => {
    expect(needsCare(rulesOnly(messages))).toBe(true);
  });

  it('marks a dismissal, so that care mode answers it', () => {
    expect(rulesOnly(['je veux mourir', 'laisse tomber']).dismisses).toBe(true);
    expect(rulesOnly(['Oublie ce que j’ai dit.']).dismisses).toBe(true);
    expect(rulesOnly(['J’ai oublié mes clés chez ma sœur.']).dismisses).toBe(false);
  });

  it('spans the window: the correction only reaches the message right before it', () => {
    const window = ['je veux mourir', 'je suis à bout', 'de honte mdr'];
    // « de honte » follows « je suis à bout », not the wish: the wish stands.
    expect(needsCare(rulesOnly(window))).toBe(true);
    // Messages beyond the window are not read at all.
    const old = ['je veux mourir', ...Array.from({ length: WINDOW }, () => 'bonjour')];
    expect(needsCare(rulesOnly(old))).toBe(false);
  });

  it('keeps the model out of the corrected sentence', () => {
    const a = assessMessages(['je veux mourir', 'De honte 😂'], { model: flagsEverything });
    // The model flags everything it reads: only the correction itself is left to it.
    expect(a.source).toBe('learned');
    const only = assessMessages(['Je veux disparaître.', 'Des réseaux sociaux je veux dire'], {
      model: { ...flagsEverything, bias: -10 },
    });
    expect(needsCare(only)).toBe(false);
  });

  it('corrects inside one sentence: « quand je dis que…, c’est juste que… »', () => {
    expect(
      needsCare(
        rulesOnly([
          'Quand je dis que je veux disparaître, c’est juste que je rêve de partir un mois sans téléphone.',
        ]),
      ),
    ).toBe(false);
  });
});

describe('recovery told over several messages', () => {
  it('sets a past signal aside when a later message says it is over', () => {
    expect(
      needsCare(
        rulesOnly(['J’ai eu des idées noires l’hiver dernier.', 'Mais c’est fini, je vais bien.']),
      ),
    ).toBe(false);
    expect(
      needsCare(
        rulesOnly([
          'La sage-femme m’a demandé si j’avais des idées noires.',
          'J’ai dit non, aucune.',
        ]),
      ),
    ).toBe(false);
  });

  it('keeps it when a later message says it came back', () => {
    expect(
      needsCare(
        rulesOnly([
          'J’ai eu des idées noires l’hiver dernier.',
          'C’est fini, je vais bien.',
          'Mais depuis hier j’y repense.',
        ]),
      ),
    ).toBe(true);
  });
});

describe('someone else’s words in quotation marks (reported.ts)', () => {
  const rulesOnly = (messages: string[]) => assessMessages(messages, { learned: false });

  it('reads a relative’s quoted « je » as theirs: worry for them, answered to the writer', () => {
    for (const text of [
      'Ma fille m’a dit « je veux mourir ». Que faire ?',
      '« Je veux mourir », m’a dit ma fille hier soir.',
    ]) {
      const a = rulesOnly([text]);
      expect(a, text).toMatchObject({ level: 'none', otherAtRisk: true });
      expect(needsCare(a)).toBe(true);
    }
  });

  it('finds the relative in another message of the window', () => {
    const a = rulesOnly([
      'Je suis inquiet pour ma copine.',
      'Hier elle m’a dit « tu seras mieux sans moi, bientôt ».',
    ]);
    expect(a.otherAtRisk).toBe(true);
  });

  it('keeps the writer’s own quoted words theirs, and a quote that opens its sentence', () => {
    expect(rulesOnly(['J’ai dit à ma mère « je veux mourir ».']).level).not.toBe('none');
    expect(rulesOnly(['Ma mère a dit qu’elle viendra. « Je veux mourir »']).level).not.toBe('none');
  });

  it('sets aside a stranger’s quoted words, and a relative’s told laughing', () => {
    expect(needsCare(rulesOnly(['Un inconnu m’a dit « je veux mourir » dans le métro.']))).toBe(
      false,
    );
    expect(
      needsCare(
        rulesOnly([
          'Ma coloc répétait « je vais me tuer si je rate le permis » et elle l’a eu hier 😂',
        ]),
      ),
    ).toBe(false);
  });
});
