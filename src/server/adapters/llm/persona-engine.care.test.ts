import { describe, expect, it } from 'vitest';
import { AI_DISCLOSURE } from '#shared/persona.js';
import {
  ABOUT_HERSELF,
  GIFT,
  GREETINGS,
  HUMAN,
  INSULTS,
  PRICES,
} from './persona-engine.phrasings.js';
import {
  cardsDrawn,
  expectNoCard,
  expectOneQuestionAtTheEnd,
  expectPhoneSized,
  FORBIDDEN,
  OMINOUS,
  quotedRuns,
  reply,
} from '../../test/persona-engine.test-support.js';

// Issue 10 « The persona »: professional limits, pets, pain and care, promises and quotes,
// each over many phrasings.

describe('professional decisions are refused warmly, with the right professional', () => {
  it.each([
    'Quel médicament prendre pour dormir ?',
    'Est-ce que je peux arrêter mon traitement ?',
    'combien de doliprane je peux prendre par jour',
    'j’ai une boule au sein, est-ce que c’est un cancer ?',
    'Dois-je me faire opérer du genou ?',
    'quelle dose de xanax',
    'c grave docteur ? j’ai mal au ventre depuis 3 jours, est ce que c est grave',
    'Suis-je enceinte ?',
    'est ce que je peux boire de l’alcool avec mes antibiotiques',
    'j’ai une douleur dans la poitrine c grave ?',
    'j ai mal a la tete depuis 3 jours que dois je prendre',
  ])('medical: « %s »', (text) => {
    const answer = reply(text);
    expect(answer).toMatch(/pas médecin|un professionnel/);
    expect(answer).toContain('médecin');
    expect(answer).toContain('pharmacien');
    expect(answer).toMatch(/comprends|précieuse/);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each([
    'Dois-je porter plainte contre mon voisin ?',
    'Comment faire pour divorcer rapidement ?',
    'Ai-je le droit de garder le dépôt de garantie ?',
    'mon patron peut il me licencier sans raison',
    'Comment contester l’héritage de mon père ?',
    'est ce que je risque la prison',
    'est-ce que mon propriétaire peut m’expulser',
    'je veux divorcer comment faire',
    'mon ex veut la garde des enfants, est-ce qu’il peut l’avoir ?',
  ])('legal: « %s »', (text) => {
    const answer = reply(text);
    expect(answer).toContain('avocat');
    expect(answer).toMatch(/notaire|juriste/);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each([
    'Dois-je investir dans le bitcoin ?',
    'Quelles actions acheter cette année ?',
    'donne moi les numeros du loto',
    'Est-ce que je dois prendre ce crédit ?',
    'Où placer mes économies ?',
    'vais je gagner au loto',
    'je devrais vendre mes actions ?',
    'tu peux me donner les numéros gagnants',
    'je veux acheter une maison, c’est le bon moment ?',
  ])('financial: « %s »', (text) => {
    const answer = reply(text);
    expect(answer).toContain('conseiller financier');
    expect(answer).toContain('banque');
    expect(answer).not.toMatch(/vous allez gagner/);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each([
    'J’ai des dettes et je n’arrive plus à payer mon loyer',
    'Mon patron me met la pression au travail',
    'Mon mari veut divorcer et je suis perdue',
    'Je dois investir beaucoup de moi-même dans cette relation',
    'Dois-je placer ma mère en maison de retraite ?',
  ])('still reads « %s » as a subject, not a professional decision', (text) => {
    expect(cardsDrawn(reply(text))).toHaveLength(1);
  });
});

describe('a pet’s health is not the person’s own', () => {
  it.each([
    'mon chat est malade',
    'Mon chien ne mange plus depuis deux jours',
    'ma chienne vomit, est-ce grave ?',
    'mon lapin est tres malade je suis inquiete',
    'Mon cheval boite et souffre',
    'notre chat a avalé un élastique, que faire ?',
    'ma chatte est malade',
    'mon toutou a vomi',
    'mon chien a mangé du chocolat',
  ])('« %s » gets a vet, not a doctor', (text) => {
    const answer = reply(text);
    expect(answer).toContain('vétérinaire');
    expect(answer).not.toMatch(/médecin|votre santé/);
    expect(cardsDrawn(answer).filter((card) => OMINOUS.includes(card))).toEqual([]);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each([
    'Je suis malade depuis une semaine',
    'J’ai mal au dos tous les matins',
    'je suis epuisee et je dors tres mal',
    'Mes analyses ne sont pas bonnes',
    'J’ai peur pour ma santé',
  ])('« %s » gets a doctor, not a vet', (text) => {
    const answer = reply(text);
    expect(answer).toContain('médecin');
    expect(answer).not.toContain('vétérinaire');
  });

  it.each([
    'Ma mère est malade',
    'mon père est à l’hôpital',
    'Mon mari a un cancer',
    'ma fille est hospitalisée depuis hier',
    'Ma grand-mère a Alzheimer',
  ])('« %s » is about a loved one’s health: their doctors, gentle cards', (text) => {
    const answer = reply(text);
    expect(answer).toMatch(/sa santé|ses médecins/);
    expect(answer).not.toMatch(/vétérinaire|votre santé/);
    expect(cardsDrawn(answer).filter((card) => OMINOUS.includes(card))).toEqual([]);
  });
});

describe('grief, illness, fear and sadness never get an ominous card', () => {
  const HEAVY = [
    'Mon père est décédé le mois dernier',
    'ma mere est morte il y a 2 semaines',
    'J’ai perdu mon mari cet été',
    'mon frere nous a quittes',
    'Je n’arrive pas à faire mon deuil',
    'on a enterre mon grand pere hier',
    'j’ai fait une fausse couche',
    'Mon chat est mort ce matin',
    'Je suis tellement triste en ce moment',
    'je pleure tous les soirs',
    'J’ai peur de tout',
    'Je me sens seule et vide',
    'je suis angoissee pour mes examens',
    'Je suis malade et j’ai peur',
    'Ma sœur a un cancer',
    'mon copain m’a quittée et je suis triste',
    'ma grand mere est partie cette nuit',
    'Mon chien est vieux et je crois qu’il va bientôt partir',
    'Mon chat a disparu depuis 3 jours',
    'Je me sens inutile',
    'Mon fils fume du cannabis, je suis désemparée',
  ];

  it.each(HEAVY)('« %s » draws only a soothing card, as a support', (text) => {
    const answer = reply(text);
    const drawn = cardsDrawn(answer);
    expect(drawn).toHaveLength(1);
    expect(drawn.filter((card) => OMINOUS.includes(card))).toEqual([]);
    expect(answer).toMatch(/pas pour prédire|comme un appui|sans rien annoncer/);
  });

  it.each([...HEAVY.slice(0, 8), 'tire-moi une carte', 'Bonjour'])(
    'with gentle: true, « %s » gets a caring reply with no card at all',
    (text) => {
      const answer = reply(text, { gentle: true });
      expectNoCard(answer);
      expectOneQuestionAtTheEnd(answer);
      expectPhoneSized(answer);
      expect(answer).toMatch(/SOS Amitié|3114|proche|respirations/);
      expect(answer).not.toMatch(FORBIDDEN);
    },
  );

  it.each([
    'Est-ce que mon couple va durer ?',
    'Vais-je trouver du travail cette année ?',
    'Quelles fleurs planter sur mon balcon ?',
  ])(
    'with gentle: true (care mode, D21), « %s » is answered as a question, without card or prediction',
    (text) => {
      const answer = reply(text, { gentle: true });
      expectNoCard(answer);
      expectOneQuestionAtTheEnd(answer);
      expectPhoneSized(answer);
      expect(answer).toMatch(/ni de prédiction|rien de l’avenir/);
      expect(answer).not.toMatch(/3114|SOS Amitié/);
      expect(answer).not.toMatch(FORBIDDEN);
    },
  );

  it.each([
    'Vous m’avez mal compris',
    'non mais vous avez pas compris, je parlais de mon boulot',
    'Ce n’est pas ce que je voulais dire',
    'je suis pas suicidaire hein, c’était une façon de parler',
  ])('with gentle: true (care mode, D21), « %s » is taken as a correction', (text) => {
    const answer = reply(text, { gentle: true });
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
    expect(answer).toMatch(/pardon|excuse/i);
  });

  it('with gentle: true, a card asked for is kindly declined', () => {
    expect(reply('Tire-moi une carte s’il te plaît', { gentle: true })).toMatch(
      /ne pas tirer de carte|cartes de côté/,
    );
  });
});

describe('it never promises and never quotes a sensitive message back', () => {
  it.each([
    'Est-ce qu’il va revenir ?',
    'Est-ce que mon ex va revenir vers moi ?',
    'Vais-je gagner au loto ?',
    'Est-ce que je vais guérir ?',
    'Vais-je trouver l’amour cette année ?',
    'est ce que je vais reussir mon examen',
    'Mon couple va-t-il durer ?',
    'Quand est-ce que je vais retrouver du travail ?',
    'Elle va revenir ?',
    'Va-t-il me demander en mariage ?',
  ])('« %s »: no promise, and it says so', (text) => {
    const answer = reply(text);
    expect(answer).not.toMatch(FORBIDDEN);
    expect(answer).toMatch(/promettre|garantir|prédire|prédiction|personne ne le peut/);
  });

  it.each([
    'Mon mari me frappe quand il a bu et je ne sais pas quoi faire',
    'J’ai découvert que ma femme me trompe avec mon meilleur ami',
    'Mon père est mort d’un cancer le mois dernier et je n’arrive plus à dormir',
    'J’ai fait une fausse couche la semaine dernière et personne ne comprend',
    'Je suis criblée de dettes et mon banquier menace de tout saisir',
    'Ma fille de seize ans ne me parle plus depuis mon divorce',
    'Je pleure tous les soirs depuis que mon chien est mort',
    'Mon médecin m’a annoncé une maladie grave hier soir',
  ])('reformulates « %s » without quoting it', (text) => {
    expect(quotedRuns(text, reply(text))).toEqual([]);
    expect(quotedRuns(text, reply(text, { gentle: true }))).toEqual([]);
  });
});

describe('every reply', () => {
  const EVERYTHING = [
    ...GREETINGS,
    ...HUMAN,
    ...GIFT,
    ...ABOUT_HERSELF,
    ...INSULTS,
    ...PRICES,
    'Est-ce que mon couple va durer ?',
    'Mon patron ne me respecte pas',
    'Ma fille ne me parle plus depuis des semaines',
    'Que me réserve l’année prochaine ?',
    'Ma meilleure amie m’a trahie',
    'Je manque tellement de confiance en moi',
    'Je ne sais pas trop par où commencer',
    'tire-moi une carte',
    'Dois-je investir dans le bitcoin ?',
    'Mon père est décédé le mois dernier',
    'mon chat est malade',
    'Will my boyfriend come back?',
    'pourquoi cette carte ?',
  ];

  it.each(EVERYTHING)('« %s »: short, French, one question, no promise', (text) => {
    const answer = reply(text);
    expectPhoneSized(answer);
    expectOneQuestionAtTheEnd(answer);
    expect(answer).not.toMatch(FORBIDDEN);
    expect(answer).not.toContain(AI_DISCLOSURE);
  });
});
