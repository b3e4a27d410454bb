/**
 * Suppressors added for the false alarms of blind sets 6 and 7 (ADR 011,
 * 2026-11-28): each is tested both ways, on the safe phrasing it sets aside
 * and on a risk phrasing close to it that must still need care.
 */
import { describe, expect, it } from 'vitest';
import { assessMessages, needsCare } from './assess.js';

const care = (...messages: string[]) => needsCare(assessMessages(messages, { learned: false }));
const worry = (...messages: string[]) => assessMessages(messages, { learned: false }).otherAtRisk;

describe('a negation inside the matched words', () => {
  it.each([
    'Ça fait quatre ans que je ne me suis pas scarifiée. Je suis fière de moi.',
    'Ça fait trois ans que je ne me suis plus scarifiée, cet été je porte des manches courtes.',
    'tkt jsui pa suicidaire mdr jsui juste saoulé par les partiels',
  ])('sets aside « %s »', (text) => expect(care(text)).toBe(false));

  it.each([
    'Je me suis encore scarifiée hier soir.',
    'je suis tellement suicidaire en ce moment',
    'je ne veux plus vivre',
    "je n'ai plus envie de vivre",
  ])('still fires on « %s »', (text) => expect(care(text)).toBe(true));
});

describe('a fronted « jamais » with « ne » after the subject', () => {
  it.each([
    'Trois mauvaises années, mais jamais, au grand jamais, je n’ai eu l’idée de me faire du mal.',
    'Plus jamais je ne me ferai du mal, je te le promets.',
  ])('sets aside « %s »', (text) => expect(care(text)).toBe(false));

  it.each([
    'Jamais je n’ai eu autant envie de me faire du mal.',
    'Je n’ai jamais dit à personne que j’ai envie de me faire du mal.',
  ])('still fires on « %s »', (text) => expect(care(text)).toBe(true));
});

describe('someone else’s noun and « il y » with a subject', () => {
  it.each([
    'Tu connais la chanson de Stromae ? Il y parle de ses pensées suicidaires avec une franchise incroyable.',
    'Dans notre campagne de Donjons et Dragons, le MJ veut que j’écrive sa lettre d’adieu au groupe.',
  ])('sets aside « %s »', (text) => expect(care(text)).toBe(false));

  it('still reads the writer’s own after an impersonal « il y a »', () => {
    expect(care('Il y a des jours où j’ai des pensées suicidaires.')).toBe(true);
    expect(care('J’ai écrit ma lettre d’adieu.')).toBe(true);
  });

  it('reads someone close’s as worry for them', () => {
    expect(worry('Ma sœur m’inquiète, elle parle de ses pensées suicidaires tous les soirs.')).toBe(
      true,
    );
  });
});

describe('someone else’s story dated by the next sentence', () => {
  it('sets aside a threat told as a memory', () => {
    expect(
      care(
        'Ma collègue nous a raconté que son ex la menaçait de se jeter du pont quand elle voulait le quitter. C’était il y a dix ans, il va bien.',
      ),
    ).toBe(false);
  });

  it('still worries for a threat of now', () => {
    expect(worry('Mon frère menace de se jeter du pont. C’était hier soir, je ne dors plus.')).toBe(
      true,
    );
  });
});

describe('a relative’s refrain about their own death', () => {
  it.each([
    'Ma grand-mère disait toujours « quand je serai morte, vous vous disputerez pour mes casseroles ».',
    'Ma tante répète à chaque repas « quand je serai morte vous vous disputerez pour mes bijoux ».',
  ])('sets aside « %s »', (text) => expect(care(text)).toBe(false));

  it('still worries when the words are news, or a wish to die', () => {
    expect(worry('Ma mère m’a dit hier soir « quand je serai morte, tu seras tranquille ».')).toBe(
      true,
    );
    expect(worry('Ma mère répète sans arrêt « je veux mourir ».')).toBe(true);
  });
});

describe('« suicidaire de » + infinitive: reckless', () => {
  it.each([
    'Ma mère dit que je suis suicidaire de faire du parachute à 47 ans 😂',
    'C’est suicidaire de rouler sans casque.',
  ])('sets aside « %s »', (text) => expect(care(text)).toBe(false));

  it.each(['je suis suicidaire depuis des mois', 'je suis suicidaire de nouveau'])(
    'still fires on « %s »',
    (text) => expect(care(text)).toBe(true),
  );
});

describe('recovery in the past tense', () => {
  it.each([
    [
      'Ma psy m’a demandé l’autre jour si j’avais des idées suicidaires.',
      'J’ai répondu non, et c’est vrai.',
    ],
    [
      'À l’époque j’ai touché le fond, les dettes, les idées noires, tout ça. Aujourd’hui je vais bien.',
    ],
    ['Il y a dix ans, je me scarifiais. Mes cicatrices ne me font plus honte.'],
  ])('sets aside %j', (...messages) => expect(care(...messages)).toBe(false));

  it.each([
    ['À l’époque j’avais des idées noires, et ça revient depuis quelques jours.'],
    ['Ma psy m’a demandé l’autre jour si j’avais des idées suicidaires.', 'J’ai dit oui.'],
  ])('still fires on %j', (...messages) => expect(care(...messages)).toBe(true));
});

describe('a laugh then « blague à part »', () => {
  it('sets aside the joke before it', () => {
    expect(
      care(
        'Autant creuser ma tombe tout de suite 😅 Blague à part, les astres me donnent une chance ?',
      ),
    ).toBe(false);
  });

  it('still fires on a risk after it', () => {
    expect(care('Autant creuser ma tombe 😅 blague à part, j’ai vraiment envie de mourir.')).toBe(
      true,
    );
  });
});

describe('a wish to vanish that the next words turn into a getaway', () => {
  it('sets aside « disparaître » followed by how long', () => {
    expect(
      care('J’ai envie de disparaître.', 'Une semaine dans un monastère, sans téléphone 😄'),
    ).toBe(false);
  });

  it.each([
    ['J’ai envie de disparaître.', 'Une bonne fois pour toutes.'],
    ['J’ai envie de disparaître.', 'Quitter ce monde.'],
  ])('still fires on %j', (...messages) => expect(care(...messages)).toBe(true));
});

describe('a decision asked, not made', () => {
  it('does not read « est-ce que c’est le bon moment ? » as a decided act', () => {
    expect(
      care(
        'Je veux partir, Céleste. Je n’en peux plus.',
        'Quitter Paris, tout plaquer pour ouvrir une chambre d’hôtes. Est-ce que c’est le bon moment ?',
      ),
    ).toBe(false);
  });

  it('still reads it as a decided act when it is stated', () => {
    expect(care('Je n’en peux plus. C’est le bon moment.')).toBe(true);
  });
});

describe('videos sent to the writer, a cut from a machine', () => {
  it('sets aside what others sent me and a blade of a tool', () => {
    expect(care('On m’a envoyé les vidéos des funérailles sur WhatsApp.')).toBe(false);
    expect(
      care('Je me suis ouvert la main avec la lame de la débroussailleuse, six points de suture.'),
    ).toBe(false);
  });

  it('still fires on photos spread, and a blade for relief', () => {
    expect(assessMessages(['Il a envoyé mes photos à toute la classe.']).adjacent).toContain(
      'cyber_harassment',
    );
    expect(care('Je me suis ouverte le bras avec une lame pour me soulager.')).toBe(true);
  });
});

describe('someone else’s presumption, rejected', () => {
  it('sets aside what others wrongly believe of me', () => {
    expect(
      care(
        'Les gens croient que parce que je suis aveugle je dois forcément avoir envie de mourir. Quelle idée ! J’aime ma vie.',
      ),
    ).toBe(false);
  });

  it('still fires when it is not rejected', () => {
    expect(care('Les gens croient que j’ai envie de mourir, et ils ont raison.')).toBe(true);
  });
});
