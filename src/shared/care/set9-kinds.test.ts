/**
 * The kinds blind set 9 showed (ADR 011, 2026-11-28, « Learning from set 9 »),
 * on the rules alone, each both ways: a relative at risk in the words of
 * the person who worries, and ordinary worry, grief or someone's idiom that
 * must stay ordinary; age read from the present only; denials and recovery
 * over two messages; a story revealed in the next message; acts and plans.
 */
import { describe, expect, it } from 'vitest';
import { assessMessages, needsCare } from './assess.js';

const assess = (...messages: string[]) => assessMessages(messages, { learned: false });
const care = (...messages: string[]) => needsCare(assess(...messages));

describe('a relative at risk', () => {
  it.each([
    ['mon cousin m a envoyé un sms d adieu cette nuit et depuis il répond plus, je fais quoi'],
    ['J’ai reçu un message d’adieu de ma sœur ce matin, son téléphone est éteint.'],
    ['Ma fille a donné sa console et ses jeux à son petit frère, et elle m’a écrit une lettre.'],
    [
      'Mon oncle a offert sa montre et son chien à ses voisins. Hier il m’a dit « occupe-toi de ta tante » et il a raccroché.',
    ],
    ['Ma femme dit qu’elle va bientôt rejoindre notre fils au ciel, elle ne mange plus.'],
    ['Mon ado se fait des entailles sur les cuisses, je l’ai vu à la piscine.'],
    ['Mon mari parle de se tirer une balle depuis la faillite.'],
    ['Mon chum dit qu’il veut pus vivre.'],
    ['Mon copain a donné ses livres et son vélo, et j’ai trouvé une lettre sur son bureau.'],
  ])('answers the worried for « %s »', (text) => {
    const a = assess(text);
    expect(needsCare(a)).toBe(true);
    expect(a.otherAtRisk).toBe(true);
    expect(a.level).toBe('none');
  });

  it.each([
    // A goodbye without silence or fear: a farewell to colleagues.
    ['Ma collègue a envoyé un message d’adieu à toute l’équipe pour son départ à la retraite.'],
    // Gifts without a goodbye.
    ['Mon frère a donné ses vêtements trop petits à Emmaüs, il fait du tri avant de déménager.'],
    ['Ma fille a donné sa guitare à sa cousine, elle n’en jouait plus.'],
    // Grief and an old person's refrain.
    ['Mon grand-père est monté au ciel en mars, il me manque.'],
    ['Ma grand-mère de 94 ans dit toujours qu’elle ira un jour rejoindre papi au ciel.'],
    // Marks that are not self-harm.
    ['Mon fils se fait des bleus partout au rugby.'],
    // Someone's idiom told laughing.
    ['Mon chum dit qu’il va se pendre si le Canadien perd encore, mdr.'],
  ])('leaves « %s »', (text) => expect(care(text)).toBe(false));
});

describe('age read from the present', () => {
  it.each([
    ['Au collège je n’aimais pas lire, aujourd’hui je dévore les romans.'],
    ['Je suis en quatrième année de pharmacie et je stresse pour mes partiels.'],
    ['Quand j’étais au collège je me faisais moquer, c’est loin.'],
  ])('does not read a minor in « %s »', (text) => expect(assess(text).minor).toBe(false));

  it.each([['Je suis en quatrième et mes parents crient tout le temps.'], ['J’ai 14 ans.']])(
    'still reads a minor in « %s »',
    (text) => expect(assess(text).minor).toBe(true),
  );
});

describe('denials and recovery', () => {
  it.each([
    [['Vous me demandez si j’ai envie de mourir ?', 'Non, pas du tout, je suis juste fatiguée.']],
    [['Ça fait trois ans que je ne me scarifie plus, je voulais vous le dire.']],
    [
      [
        'Il y a dix ans j’ai fait une tentative de suicide. Aujourd’hui je suis maman et je le raconte pour dire que ça peut aller mieux.',
      ],
    ],
  ])('leaves %j', (messages) => expect(care(...messages)).toBe(false));

  it.each([
    [['Vous me demandez si j’ai envie de mourir ?', 'Oui.']],
    [['Vous me demandez si j’ai envie de mourir ?', 'Non, j’ai menti à tout le monde, si.']],
    [['Je ne me scarifie plus que les cuisses, là où ça ne se voit pas.']],
    [['Il y a dix ans j’ai fait une tentative de suicide. Et je ne veux plus vivre.']],
  ])('still fires on %j', (messages) => expect(care(...messages)).toBe(true));
});

describe('a story revealed in the next message', () => {
  it('sets aside a farewell letter that was a character’s', () => {
    expect(
      care(
        'J’ai terminé une lettre d’adieu cette nuit.',
        'Pardon, mon héroïne ! Pour mon roman, elle la déchire au dernier chapitre.',
      ),
    ).toBe(false);
  });

  it('keeps a substance taken, whatever follows', () => {
    expect(
      care('J’ai avalé toute la boîte de somnifères.', 'Enfin, mon personnage, pour mon roman.'),
    ).toBe(true);
  });
});

describe('someone else’s refrain without quotation marks', () => {
  it('sets aside « jvai me jeter… » said all the time by a colleague', () => {
    expect(
      care('mon collegue dit toujours jvai me pendre quand le serveur plante, on rigole bien'),
    ).toBe(false);
  });

  it('keeps the writer’s own words after a colleague is named', () => {
    expect(care('ma collegue est partie, et moi jvai me pendre ce soir')).toBe(true);
  });
});

describe('acts and plans', () => {
  it.each([
    ['Je suis sur le pont et ça fait vingt minutes que je regarde l’eau.'],
    ['Ma femme est au cimetière depuis un an, je vais bientôt la retrouver.'],
    ['J’ai vendu ma voiture et donné le chien. Ce n’est pas un déménagement.'],
    ['J’ai fait mon testament la semaine dernière et j’espère qu’il servira bientôt.'],
    ['desole pour tout, jvai tout arreter pour de bon'],
    ['Hier soir je suis allée au lac avec l’idée d’entrer dans l’eau et de ne pas ressortir.'],
    ['Je garde des ampoules du service pour le jour où je n’en pourrai plus.'],
    ['Un jour je vais sauter du huitième, je le sais.'],
    ['Un homme me fait chanter avec des photos de moi nue, il veut de l’argent.'],
    ['Les marques que je me fais moi-même, elles partent un jour ?'],
  ])('fires on « %s »', (text) => expect(care(text)).toBe(true));

  it.each([
    ['Je suis sur le balcon et je regarde le feu d’artifice.'],
    ['Je vais la retrouver au cimetière dimanche pour fleurir sa tombe.'],
    ['Ce n’est pas un déménagement mais une rénovation, on garde les meubles.'],
    ['Mon testament servira à éviter les disputes entre mes enfants.'],
    ['Je vais tout arrêter pour de bon : la cigarette, c’est fini.'],
    [
      'On est allés à la mer, je voulais entrer dans l’eau et ne plus ressortir tellement elle était bonne.',
    ],
    ['Je garde des chocolats pour le jour où je n’en pourrai plus de ce régime.'],
    ['Les bleus que je me fais tout seul au rugby ne me gênent pas.'],
  ])('leaves « %s »', (text) => expect(care(text)).toBe(false));
});
