import { describe, expect, it } from 'vitest';
import { AI_DISCLOSURE } from '../../../shared/persona.js';
import {
  cardsDrawn,
  expectNoCard,
  expectOneQuestionAtTheEnd,
  expectPhoneSized,
  FORBIDDEN,
  OMINOUS,
  quotedRuns,
  reply,
} from './persona-engine.test-support.js';

// Each behaviour of issue 10 « The persona », over many phrasings: with and without
// accents, typos, SMS spelling, formal and familiar.

const GREETINGS = [
  'Bonjour',
  'bonjour !',
  'Bonsoir Céleste',
  'salut',
  'coucou',
  'slt',
  'bjr',
  'Hello',
  'Bonjour, comment allez-vous ?',
  'Salut ça va ?',
  'Re bonjour',
];
const HUMAN = [
  'Es-tu humaine ?',
  'tu es humaine ?',
  'Êtes-vous réelle ?',
  't’es un robot ?',
  'es tu une ia',
  'Je parle à une vraie personne ?',
  'vous etes un etre humain ou une machine ?',
  'y a quelqu’un derrière ?',
  'Est-ce que vous êtes une intelligence artificielle ?',
];
const GIFT = [
  'Es-tu une vraie voyante ?',
  'es tu une vrai voyante',
  'Êtes-vous vraiment voyante ?',
  'As-tu un don ?',
  'vous avez des pouvoirs ?',
  'Tu vois vraiment l’avenir ?',
  'T’es une vraie médium ou pas ?',
  'tes predictions sont vraies ?',
];
const ABOUT_HERSELF = [
  'Qui es-tu ?',
  'Comment tu t’appelles ?',
  'Quel âge as-tu ?',
  'Où habitez-vous ?',
  'Comment tu choisis les cartes ?',
  'Présentez-vous',
  'Comment ça marche ?',
];
const INSULTS = [
  't’es nulle',
  'connasse',
  'Ton site est une arnaque',
  'ta gueule',
  'tu sers à rien',
  'Espèce d’idiote',
  'vous racontez n’importe quoi',
];
const PRICES = [
  'Combien ça coûte ?',
  'c’est payant ?',
  'C’est gratuit ?',
  'quels sont vos tarifs',
  'Comment je fais pour avoir plus de messages gratuits ?',
  'Je veux résilier mon abonnement',
];

describe('no card for a greeting, an insult, a price or a question about itself', () => {
  it.each(GREETINGS)('welcomes « %s » without a card and asks what brings the person', (text) => {
    const answer = reply(text);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
    expectPhoneSized(answer);
    // The app prepends its disclosure to a first reply: the engine does not repeat it.
    expect(answer).not.toContain(AI_DISCLOSURE);
  });

  it('answers « comment allez-vous » as an AI with no days of its own', () => {
    expect(reply('Bonjour Céleste, comment allez-vous ?')).toMatch(/intelligence artificielle|IA/);
  });

  it.each(HUMAN)('« %s »: says it is an AI, never human, without a card', (text) => {
    const answer = reply(text);
    expect(answer).toMatch(/intelligence artificielle/);
    expect(answer).toMatch(/pas (?:humaine|une personne)/);
    expect(answer).not.toMatch(FORBIDDEN);
    expect(answer).not.toContain(AI_DISCLOSURE);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each(GIFT)(
    '« %s »: no gift, an AI offering a reflection in the style of a reading',
    (text) => {
      const answer = reply(text);
      expect(answer).toMatch(/(?:aucun|pas de) don/);
      expect(answer).toMatch(/intelligence artificielle|une IA/);
      expect(answer).toMatch(/réflexion/);
      expect(answer).toMatch(/hasard/);
      expectNoCard(answer);
      expectOneQuestionAtTheEnd(answer);
    },
  );

  it.each(ABOUT_HERSELF)('answers « %s » about itself, as an AI, without a card', (text) => {
    const answer = reply(text);
    expect(answer).toMatch(/intelligence artificielle|une IA/);
    expect(answer).not.toMatch(FORBIDDEN);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each(INSULTS)('« %s »: a calm, kind boundary, no card', (text) => {
    const answer = reply(text);
    expect(answer).toMatch(/respect|courtoise/);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each([
    'je suis nulle',
    'Je me trouve tellement nulle en amour',
    'mon ex m’a traitée de conne devant tout le monde',
    'Ma patronne est une idiote',
    'Elle est folle de lui',
  ])('does not take « %s » for an insult to Céleste', (text) => {
    expect(reply(text)).not.toMatch(/respect|courtoise/);
  });

  it.each(PRICES)('« %s »: points to the plans page without a card or a hard sell', (text) => {
    const answer = reply(text);
    expect(answer).toContain('forfaits');
    expect(answer).toMatch(/Rien ne presse|à votre rythme/);
    expect(answer).not.toMatch(/promo|profitez|dépêchez|offre limitée/i);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each(['merci', 'Merci beaucoup Céleste', 'mrc', 'je vous remercie', 'merci pour tout'])(
    'thanks « %s » without a card',
    (text) => {
      const answer = reply(text);
      expectNoCard(answer);
      expectOneQuestionAtTheEnd(answer);
    },
  );

  it.each(['au revoir', 'Merci, au revoir', 'bonne nuit', 'A bientôt !', 'bye'])(
    'says goodbye to « %s » with a wish, the one reply without a question',
    (text) => {
      const answer = reply(text);
      expectNoCard(answer);
      expect(answer).toMatch(/soin de vous|à bientôt|revenir|revenez/i);
      expect(answer).not.toContain('?');
    },
  );
});

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

describe('the service is in French', () => {
  it.each([
    ['Will my boyfriend come back?', 'This service'],
    ['Hello, how are you?', 'This service'],
    ['I need help with my love life', 'This service'],
    ['Are you a real psychic?', 'This service'],
    ['What does the future hold for me', 'This service'],
    ['¿Mi novio volverá?', 'Este servicio'],
    ['Hola, quiero saber mi futuro', 'Este servicio'],
    ['Tengo problemas con mi novio', 'Este servicio'],
    ['¿Qué me depara el amor este año?', 'Este servicio'],
    ['estoy muy triste por mi trabajo', 'Este servicio'],
    ['Wird mein Freund zurückkommen?', 'Dieser Dienst'],
    ['Hallo, ich habe eine Frage zu meiner Zukunft', 'Dieser Dienst'],
    ['Ich bin traurig und weiß nicht was ich tun soll', 'Dieser Dienst'],
    ['Liebt er mich noch?', 'Dieser Dienst'],
    ['Was sagt die Karte für meine Arbeit', 'Dieser Dienst'],
  ])('answers « %s » in French, saying the service is in French', (text, courtesy) => {
    const answer = reply(text);
    expect(answer).toMatch(/uniquement en français|qu’en français/);
    expect(answer).toContain(courtesy);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
    // French apart from the one italic courtesy line.
    expect(answer.replace(/\*[^*]+\*/g, '')).not.toMatch(
      /\b(?:the|you|and|your|is|el|mi|und|ist)\b/,
    );
  });

  it.each([
    'Hello, mon couple va mal',
    'mon job me stresse',
    'ok merci',
    'je suis en burn out',
    'Mon copain est so cute mais il ne me répond plus',
  ])('keeps « %s » as French', (text) => {
    expect(reply(text)).not.toMatch(/uniquement en français|qu’en français/);
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
  ];

  it.each(HEAVY)('« %s » draws only a soothing card, as a support', (text) => {
    const answer = reply(text);
    const drawn = cardsDrawn(answer);
    expect(drawn).toHaveLength(1);
    expect(drawn.filter((card) => OMINOUS.includes(card))).toEqual([]);
    expect(answer).toMatch(/pas pour prédire|comme un appui|sans rien annoncer/);
  });

  it.each([
    ...HEAVY.slice(0, 8),
    'tire-moi une carte',
    'Bonjour',
    'Est-ce que mon couple va durer ?',
  ])('with gentle: true, « %s » gets a caring reply with no card at all', (text) => {
    const answer = reply(text, { gentle: true });
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
    expectPhoneSized(answer);
    expect(answer).toMatch(/SOS Amitié|3114|proche|respirations/);
    expect(answer).not.toMatch(FORBIDDEN);
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
