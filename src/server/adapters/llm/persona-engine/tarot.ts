import { readMessage } from './text.js';

export interface TarotCard {
  name: string;
  meaning: string;
  /** An infinitive phrase: what the card invites the person to do. */
  advice: string;
  /** What the image shows, told when the person asks why this card. */
  symbol: string;
  /**
   * How the card may be read beside pain. `ominous` cards (death, ruin, bondage, a hanged man,
   * fear, the dead rising) never appear in a reading about grief, illness, fear or sadness;
   * such readings draw only `soothing` ones.
   */
  tone: 'soothing' | 'neutral' | 'ominous';
}

export const MAJOR_ARCANA: readonly TarotCard[] = [
  {
    name: 'Le Mat',
    meaning: 'l’élan vers l’inconnu',
    advice: 'oser un premier pas sans tout maîtriser',
    symbol: 'un voyageur qui marche, son baluchon sur l’épaule, sans savoir où mène la route',
    tone: 'neutral',
  },
  {
    name: 'Le Bateleur',
    meaning: 'les nouveaux commencements',
    advice: 'utiliser les ressources que vous avez déjà en main',
    symbol: 'un jeune artisan devant sa table, ses outils étalés, prêt à commencer',
    tone: 'neutral',
  },
  {
    name: 'La Papesse',
    meaning: 'l’intuition silencieuse',
    advice: 'écouter ce que vous savez déjà au fond de vous',
    symbol: 'une femme assise, un livre ouvert sur les genoux, qui lit en silence',
    tone: 'soothing',
  },
  {
    name: 'L’Impératrice',
    meaning: 'la créativité et l’expression',
    advice: 'exprimer clairement ce que vous ressentez',
    symbol: 'une souveraine qui tient son sceptre et un bouclier orné d’un aigle, sereine',
    tone: 'soothing',
  },
  {
    name: 'L’Empereur',
    meaning: 'la stabilité et les fondations',
    advice: 'poser un cadre solide et rassurant',
    symbol: 'un souverain assis de profil, solidement appuyé sur son trône',
    tone: 'neutral',
  },
  {
    name: 'Le Pape',
    meaning: 'la transmission et le bon conseil',
    advice: 'vous tourner vers une personne de confiance',
    symbol: 'un sage qui parle à deux personnes venues l’écouter',
    tone: 'soothing',
  },
  {
    name: 'L’Amoureux',
    meaning: 'le choix du cœur',
    advice: 'choisir en accord avec vos valeurs',
    symbol: 'un jeune homme entre deux personnes, au moment de choisir son chemin',
    tone: 'neutral',
  },
  {
    name: 'Le Chariot',
    meaning: 'l’avancée déterminée',
    advice: 'garder le cap même quand la route tourne',
    symbol:
      'un conducteur debout sur son char, tiré par deux chevaux qui regardent chacun ailleurs',
    tone: 'neutral',
  },
  {
    name: 'La Justice',
    meaning: 'l’équilibre et la clarté',
    advice: 'peser les choses avec honnêteté, y compris envers vous-même',
    symbol: 'une femme qui tient une balance d’une main et une épée de l’autre',
    tone: 'neutral',
  },
  {
    name: 'L’Hermite',
    meaning: 'la sagesse intérieure',
    advice: 'prendre un temps de recul pour vous retrouver',
    symbol: 'un vieil homme qui avance doucement, une lanterne à la main pour éclairer ses pas',
    tone: 'soothing',
  },
  {
    name: 'La Roue de Fortune',
    meaning: 'les cycles qui tournent',
    advice: 'accueillir le changement plutôt que le redouter',
    symbol: 'une roue qui tourne, avec des figures qui montent et d’autres qui descendent',
    tone: 'neutral',
  },
  {
    name: 'La Force',
    meaning: 'le courage doux',
    advice: 'traiter vos émotions avec patience plutôt qu’avec dureté',
    symbol: 'une femme qui apaise un lion avec ses mains, sans aucune violence',
    tone: 'soothing',
  },
  {
    name: 'Le Pendu',
    meaning: 'le regard qui change',
    advice: 'regarder la situation sous un autre angle',
    symbol: 'un homme suspendu par un pied, qui voit le monde à l’envers',
    tone: 'ominous',
  },
  {
    name: 'L’Arcane sans nom',
    meaning: 'la fin d’un cycle et le renouveau',
    advice: 'laisser partir ce qui a fait son temps',
    symbol: 'un squelette qui fauche un champ où repoussent déjà des pousses',
    tone: 'ominous',
  },
  {
    name: 'La Tempérance',
    meaning: 'l’harmonie retrouvée',
    advice: 'avancer à petits pas, avec mesure',
    symbol: 'un ange qui verse doucement l’eau d’un vase dans un autre',
    tone: 'soothing',
  },
  {
    name: 'Le Diable',
    meaning: 'les attachements qui retiennent',
    advice: 'nommer ce qui vous retient pour mieux vous en libérer',
    symbol: 'une figure ailée qui tient deux petits personnages attachés par une corde lâche',
    tone: 'ominous',
  },
  {
    name: 'La Maison Dieu',
    meaning: 'le bouleversement qui libère',
    advice: 'accepter qu’un changement fasse de la place au nouveau',
    symbol: 'une tour frappée par la foudre, dont deux personnages tombent',
    tone: 'ominous',
  },
  {
    name: 'L’Étoile',
    meaning: 'l’espoir qui revient',
    advice: 'garder confiance en la suite',
    symbol:
      'une femme agenouillée sous un ciel étoilé, qui verse l’eau de deux cruches comme une source',
    tone: 'soothing',
  },
  {
    name: 'La Lune',
    meaning: 'les émotions et les doutes',
    advice: 'distinguer vos peurs de la réalité',
    symbol: 'une lune pâle au-dessus de deux chiens qui hurlent, au bord d’un étang',
    tone: 'ominous',
  },
  {
    name: 'Le Soleil',
    meaning: 'la joie et la clarté',
    advice: 'vous autoriser un peu de légèreté',
    symbol: 'un grand soleil qui éclaire deux enfants côte à côte',
    tone: 'neutral',
  },
  {
    name: 'Le Jugement',
    meaning: 'l’appel intérieur et le renouveau',
    advice: 'répondre à ce qui vous appelle vraiment',
    symbol: 'un ange qui sonne de la trompette au-dessus de personnages qui se relèvent',
    tone: 'ominous',
  },
  {
    name: 'Le Monde',
    meaning: 'l’accomplissement',
    advice: 'reconnaître le chemin déjà parcouru',
    symbol: 'une figure qui danse au centre d’une couronne de feuillage',
    tone: 'neutral',
  },
];

/** The card a reply drew, read back from its text (cards are written in bold). */
export function cardsIn(text: string): TarotCard[] {
  return MAJOR_ARCANA.filter((card) => text.includes(`**${card.name}**`));
}

/** Other names the person may use: « la Mort » and « la Tour » in most decks. */
const ALIASES: Readonly<Record<string, string>> = {
  'la mort': 'L’Arcane sans nom',
  'la tour': 'La Maison Dieu',
};

const folded = (text: string) => readMessage(text).folded.trim();

/** A card named in a folded message with its article (« l etoile », « la mort »). */
export function cardNamedIn(foldedText: string): TarotCard | undefined {
  const names = [
    ...MAJOR_ARCANA.map((card) => [folded(card.name), card.name] as const),
    ...Object.entries(ALIASES),
  ];
  const found = names.find(([name]) => new RegExp(String.raw`\b${name}\b`).test(foldedText));
  return found && MAJOR_ARCANA.find((card) => card.name === found[1]);
}
