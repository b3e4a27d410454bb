import { setTimeout as sleep } from 'node:timers/promises';
import { AI_DISCLOSURE } from '../../../shared/persona.js';
import { LlmError, type ChatTurn, type LlmAdapter } from './llm.js';

/**
 * The embedded default LLM: Céleste's voice without network or model. It
 * reads the person's last message (and earlier ones when that one says
 * little), then builds a reply from phrase banks: an acknowledgement, a
 * tarot card, an interpretation, a practical suggestion and a question.
 * Choices come from a PRNG seeded by the whole conversation, so the same
 * conversation always gets the same reply (tests and demos stay stable).
 * Crisis messages never reach it: the chat service answers them first (D15).
 */

export interface PersonaEngineOptions {
  /** Pause between streamed words; 0 streams as fast as the consumer reads. */
  wordDelayMs?: number;
}

export interface TarotCard {
  name: string;
  meaning: string;
  /** An infinitive phrase: what the card invites the person to do. */
  advice: string;
}

export const MAJOR_ARCANA: readonly TarotCard[] = [
  {
    name: 'Le Mat',
    meaning: 'l’élan vers l’inconnu',
    advice: 'oser un premier pas sans tout maîtriser',
  },
  {
    name: 'Le Bateleur',
    meaning: 'les nouveaux commencements',
    advice: 'utiliser les ressources que vous avez déjà en main',
  },
  {
    name: 'La Papesse',
    meaning: 'l’intuition silencieuse',
    advice: 'écouter ce que vous savez déjà au fond de vous',
  },
  {
    name: 'L’Impératrice',
    meaning: 'la créativité et l’expression',
    advice: 'exprimer clairement ce que vous ressentez',
  },
  {
    name: 'L’Empereur',
    meaning: 'la stabilité et les fondations',
    advice: 'poser un cadre solide et rassurant',
  },
  {
    name: 'Le Pape',
    meaning: 'la transmission et le bon conseil',
    advice: 'vous tourner vers une personne de confiance',
  },
  { name: 'L’Amoureux', meaning: 'le choix du cœur', advice: 'choisir en accord avec vos valeurs' },
  {
    name: 'Le Chariot',
    meaning: 'l’avancée déterminée',
    advice: 'garder le cap même quand la route tourne',
  },
  {
    name: 'La Justice',
    meaning: 'l’équilibre et la clarté',
    advice: 'peser les choses avec honnêteté, y compris envers vous-même',
  },
  {
    name: 'L’Hermite',
    meaning: 'la sagesse intérieure',
    advice: 'prendre un temps de recul pour vous retrouver',
  },
  {
    name: 'La Roue de Fortune',
    meaning: 'les cycles qui tournent',
    advice: 'accueillir le changement plutôt que le redouter',
  },
  {
    name: 'La Force',
    meaning: 'le courage doux',
    advice: 'traiter vos émotions avec patience plutôt qu’avec dureté',
  },
  {
    name: 'Le Pendu',
    meaning: 'le regard qui change',
    advice: 'regarder la situation sous un autre angle',
  },
  {
    name: 'L’Arcane sans nom',
    meaning: 'la fin d’un cycle et le renouveau',
    advice: 'laisser partir ce qui a fait son temps',
  },
  {
    name: 'La Tempérance',
    meaning: 'l’harmonie retrouvée',
    advice: 'avancer à petits pas, avec mesure',
  },
  {
    name: 'Le Diable',
    meaning: 'les attachements qui retiennent',
    advice: 'nommer ce qui vous retient pour mieux vous en libérer',
  },
  {
    name: 'La Maison Dieu',
    meaning: 'le bouleversement qui libère',
    advice: 'accepter qu’un changement fasse de la place au nouveau',
  },
  { name: 'L’Étoile', meaning: 'l’espoir qui revient', advice: 'garder confiance en la suite' },
  {
    name: 'La Lune',
    meaning: 'les émotions et les doutes',
    advice: 'distinguer vos peurs de la réalité',
  },
  {
    name: 'Le Soleil',
    meaning: 'la joie et la clarté',
    advice: 'vous autoriser un peu de légèreté',
  },
  {
    name: 'Le Jugement',
    meaning: 'l’appel intérieur et le renouveau',
    advice: 'répondre à ce qui vous appelle vraiment',
  },
  { name: 'Le Monde', meaning: 'l’accomplissement', advice: 'reconnaître le chemin déjà parcouru' },
];

/**
 * A subject of life the reply can speak to. `sujet` values always start with
 * votre, vos, ce, cette, ces or l’ so that "de {sujet}" and "à {sujet}" read
 * right without contraction.
 */
interface Theme {
  /** Nouns named with mon/ma/mes, reflected back with votre/vos in the person's own word. */
  nouns: RegExp;
  cues: ReadonlyArray<readonly [RegExp, string]>;
  sujet: string;
  domaine: string;
  /** Said every time: the limits that matter for this subject. */
  caution?: string;
  /** How a named noun ("votre mère") becomes the subject; "{nom}" when unset. */
  reflection?: string;
  /**
   * Grief is recognised only with a word of loss (naming "ma mère" is not
   * enough), and then it outweighs anything else said alongside it.
   */
  grief?: boolean;
  acks: readonly string[];
  advice: readonly string[];
  questions: readonly string[];
}

const possessive = (nouns: string) => new RegExp(String.raw`\b(mon|ma|mes) (${nouns})\b`);

const DEUIL: Theme = {
  nouns: possessive(
    'grand mere|grand pere|mere|pere|maman|papa|parents|mari|femme|conjointe?|compagnon|compagne|fils|fille|enfant|bebe|frere|soeur|meilleure amie|meilleur ami|amie?|oncle|tante|cousine?|chien|chat',
  ),
  reflection: 'la perte de {nom}',
  grief: true,
  cues: [
    [/\bdeuil\b/, 'ce deuil'],
    [
      /\b(?:deces|decede|decedee|mort|morte|morts|enterrement|obseques|funerailles)\b(?! de (?:rire|fatigue|peur|faim|froid|chaud|honte|ennui))/,
      'cette perte',
    ],
    [
      /\b(?:perdu|perte de) (?:mon|ma|mes) (?:pere|mere|papa|maman|mari|femme|fils|fille|frere|soeur|ami|amie|grand)/,
      'cette perte',
    ],
    [/\bnous a quittee?s?\b/, 'cette perte'],
  ],
  sujet: 'cette perte',
  domaine: 'dans ce chemin de deuil',
  acks: [
    'Perdre quelqu’un qu’on aime bouleverse tout. Merci de me confier {sujet} ; prenez tout le temps qu’il vous faut.',
    'Ce que vous traversez avec {sujet} est immense, et il n’y a pas de « bonne » façon de vivre un deuil.',
    'Je suis de tout cœur avec vous face à {sujet}. Vos mots disent combien ce lien comptait.',
  ],
  advice: [
    'Autorisez-vous à pleurer, à sourire d’un souvenir, à ne pas aller bien certains jours : tout cela fait partie du chemin.',
    'Écrire une lettre à la personne disparue, même sans l’envoyer, aide souvent à dire ce qui est resté en suspens.',
    'Entourez-vous : des proches, un groupe de parole ou un psychologue peuvent vous accompagner dans ce passage difficile.',
  ],
  questions: [
    'Quel souvenir aimeriez-vous garder près de vous aujourd’hui ?',
    'Comment vous sentez-vous ces jours-ci, au quotidien ?',
    'Avez-vous autour de vous des personnes avec qui partager ce que vous ressentez ?',
  ],
};

const SANTE: Theme = {
  nouns: possessive('sante|sommeil|corps|energie|moral'),
  cues: [
    [/\bsante\b/, 'votre santé'],
    [/\b(?:fatigu|epuise)/, 'cette fatigue'],
    [/\bstress/, 'ce stress'],
    [/\b(?:sommeil|insomni|dors|dort|dormir|endormir)/, 'votre sommeil'],
    [/\b(?:burn ?out|surmenage)\b/, 'cet épuisement'],
    [/\b(?:malade|maladie|douleurs?|mal au|mal aux|mal a la|mal de dos)\b/, 'ce souci de santé'],
    [/\b(?:medecin|docteur|traitement|medicaments?|hopital)\b/, 'votre santé'],
  ],
  sujet: 'votre santé',
  domaine: 'pour votre énergie et votre équilibre',
  caution:
    'Je ne suis pas médecin et je ne peux ni poser de diagnostic ni prédire l’évolution de votre santé : si cela dure ou vous inquiète, consultez votre médecin, c’est lui qui pourra vraiment faire le point avec vous.',
  acks: [
    'Votre corps et votre esprit vous envoient des signaux, et vous faites bien de les écouter. Merci de me parler de {sujet}.',
    'Je sens que {sujet} vous préoccupe, et que vous aimeriez retrouver un peu de légèreté.',
    'Prendre soin de soi n’est pas un luxe. Ce que vous dites de {sujet} mérite toute votre attention.',
  ],
  advice: [
    'Offrez-vous de vraies pauses : quelques respirations lentes, une marche à l’air libre, un coucher à heure régulière. Ce sont de petites choses, mais elles comptent.',
    'Notez pendant quelques jours ce qui vous fatigue et ce qui vous ressource : ce carnet vous aidera aussi à en parler précisément à votre médecin.',
    'Allégez ce qui peut l’être cette semaine, même un peu : dire non à une obligation, c’est parfois dire oui à votre santé.',
  ],
  questions: [
    'Depuis combien de temps vous sentez-vous ainsi ?',
    'Qu’est-ce qui, d’habitude, vous aide à vous ressourcer ?',
    'Avez-vous pu en parler à quelqu’un, un proche ou votre médecin ?',
  ],
};

const AMOUR: Theme = {
  nouns: possessive(
    'couple|petit ami|petite amie|mari|femme|ex mari|ex femme|ex|conjointe?|compagnon|compagne|copain|copine|cheri|cherie|fiancee?|amoureux|amoureuse|partenaire|relation|mariage',
  ),
  cues: [
    [/\bcouple\b/, 'votre couple'],
    [/\bamour/, 'votre vie amoureuse'],
    [/\b(?:m aime|l aime|t aime|s aiment|sentiments?)\b/, 'vos sentiments'],
    [/\b(?:rupture|rompu|rompre|m a quittee?|s est separe|separation)\b/, 'cette rupture'],
    [/\bdivorc/, 'ce divorce'],
    [/\bcelibat/, 'votre célibat'],
    [/\bame soeur\b/, 'l’âme sœur'],
    [/\b(?:tromp|infidel|jalou)/, 'cette blessure de confiance'],
    [
      /\b(?:rencontrer quelqu un|une rencontre|faire une rencontre)\b/,
      'cette rencontre que vous espérez',
    ],
    [/\bmari(?:age|er)\b/, 'ce projet de mariage'],
    [
      /\b(?:reviendr\w*|revienne|va revenir|revenir vers moi|retour de l etre aime)\b/,
      'ce retour que vous espérez',
    ],
  ],
  sujet: 'votre vie amoureuse',
  domaine: 'dans votre vie amoureuse',
  acks: [
    'Je sens combien {sujet} occupe vos pensées en ce moment, et c’est bien normal : le cœur a ses raisons.',
    'Merci de me parler de {sujet}. Les questions de cœur touchent à ce que nous avons de plus précieux, alors prenons-les avec douceur.',
    'Ce que vous vivez autour de {sujet} mérite qu’on s’y arrête un instant, sans jugement.',
  ],
  advice: [
    'Prenez un moment cette semaine pour écrire ce dont vous avez réellement besoin dans une relation, et pas seulement ce que vous croyez devoir accepter. Cette liste sera une boussole précieuse.',
    'Si une conversation vous pèse, choisissez un moment calme pour la mener, et commencez par ce que vous ressentez plutôt que par des reproches : « je me sens… » ouvre plus de portes que « tu ne fais jamais… ».',
    'Accordez-vous aussi de la tendresse : une promenade, un appel à quelqu’un qui vous fait du bien, une soirée rien que pour vous. On aime mieux quand on se sent en paix avec soi-même.',
  ],
  questions: [
    'Qu’attendez-vous, au fond de vous, de l’amour aujourd’hui ?',
    'Si vous écoutez votre cœur sans vous censurer, que vous dit-il de faire ?',
    'Qu’est-ce qui vous pèse le plus en ce moment : l’incertitude, ou le manque ?',
  ],
};

const FAMILLE: Theme = {
  nouns: possessive(
    'grand mere|grand pere|belle mere|beau pere|belle famille|petits enfants|petite fille|petit fils|mere|pere|parents|maman|papa|fils|fille|filles|enfants?|frere|freres|soeur|soeurs|famille|ado|bebe',
  ),
  cues: [
    [/\bfamill/, 'votre famille'],
    [/\bparents\b/, 'vos parents'],
    [/\b(?:enfants?|ado|adolescente?)\b/, 'vos enfants'],
    [/\b(?:frere|soeur)s?\b/, 'vos proches'],
  ],
  sujet: 'votre famille',
  domaine: 'dans votre vie de famille',
  acks: [
    'Les liens familiaux sont parmi les plus forts, et parfois les plus compliqués. Je comprends que {sujet} vous occupe autant.',
    'Merci de me confier ce qui se passe avec {sujet}. En famille, chacun porte son histoire, et il n’est pas toujours simple de se comprendre.',
    'Je sens beaucoup d’attachement dans ce que vous dites de {sujet}, même à travers les difficultés.',
  ],
  advice: [
    'Choisissez un moment calme pour un échange, sans chercher à tout régler d’un coup : une seule phrase sincère peut ouvrir une porte restée fermée.',
    'Pensez aussi à vous préserver : aimer sa famille n’oblige pas à tout accepter, et vous avez le droit de poser des limites avec bienveillance.',
    'Si les tensions durent, un médiateur familial ou un psychologue peut offrir un espace neutre où chacun se sent enfin entendu.',
  ],
  questions: [
    'Qu’aimeriez-vous, au fond, que vos proches comprennent de vous ?',
    'Quel petit geste pourrait, selon vous, apaiser un peu la situation ?',
    'Et vous, dans tout cela, de quoi avez-vous besoin ?',
  ],
};

const TRAVAIL: Theme = {
  nouns: possessive(
    'travail|boulot|job|emploi|poste|patron|patronne|chef|cheffe|manager|responsable|collegue|collegues|equipe|entreprise|boite|carriere|metier|entretien|stage|reconversion',
  ),
  cues: [
    [/\b(?:travail|boulot|job)\b/, 'votre travail'],
    [/\b(?:emploi|chomage|embauche)\b/, 'votre recherche d’emploi'],
    [/\bcarriere\b/, 'votre carrière'],
    [/\b(?:patron|patronne|chef|cheffe|manager|hierarchie)\b/, 'votre hiérarchie'],
    [/\bcollegues?\b/, 'vos collègues'],
    [/\b(?:demission|demissionner|licenci|rupture conventionnelle)/, 'ce tournant professionnel'],
    [/\bentretien\b/, 'cet entretien'],
    [/\b(?:promotion|evolution professionnelle)\b/, 'cette évolution que vous espérez'],
    [/\breconversion\b/, 'votre reconversion'],
  ],
  sujet: 'votre vie professionnelle',
  domaine: 'dans votre vie professionnelle',
  acks: [
    'Le travail prend une telle place dans nos journées que {sujet} finit par peser sur tout le reste. Je vous entends.',
    'Merci de me parler de {sujet}. Ce qui se passe au travail touche aussi à la reconnaissance et à l’estime de soi.',
    'Ce que vous me dites de {sujet} montre que vous cherchez votre juste place, et c’est une quête légitime.',
  ],
  advice: [
    'Concrètement, notez trois choses que vous avez bien faites ces derniers temps dans votre travail : on oublie vite ses réussites quand on doute.',
    'Si une situation vous pèse avec quelqu’un, préparez un échange posé : des faits précis, ce que vous ressentez, et ce que vous proposez. Cela désamorce bien des tensions.',
    'Avant toute grande décision, donnez-vous quelques jours et parlez-en à une personne de confiance, ou à un conseiller en évolution professionnelle : ce service est gratuit et aide à y voir clair.',
  ],
  questions: [
    'Qu’est-ce qui vous donnerait, demain matin, un peu plus d’envie en partant travailler ?',
    'Si rien ne vous retenait, quelle direction professionnelle aimeriez-vous explorer ?',
    'Qu’est-ce qui vous pèse le plus : la charge de travail, ou le manque de reconnaissance ?',
  ],
};

const ARGENT: Theme = {
  nouns: possessive(
    'argent|budget|finances|dettes?|credit|pret|salaire|banque|banquier|economies|loyer|factures|compte',
  ),
  cues: [
    [/\bargent\b/, 'vos questions d’argent'],
    [/\b(?:dettes?|endette)/, 'ces dettes'],
    [/\bfinanc/, 'vos finances'],
    [/\b(?:credit|emprunt|pret bancaire)\b/, 'ce crédit'],
    [/\bfins? de mois\b/, 'vos fins de mois'],
    [/\bsalaire\b/, 'votre salaire'],
    [/\b(?:loyer|factures?|payer|pas les moyens)\b/, 'ces dépenses'],
    [/\b(?:invest|bourse|placement)/, 'ce projet de placement'],
    [/\b(?:loto|loterie|euromillions|gagner au)\b/, 'l’espoir d’un gain'],
  ],
  sujet: 'vos finances',
  domaine: 'sur le plan matériel',
  caution:
    'Je ne peux ni vous donner de conseil financier ni vous promettre un gain : pour les décisions d’argent, un conseiller financier ou votre banque sont les bons interlocuteurs, et en cas de difficulté, un Point conseil budget peut vous accompagner gratuitement.',
  acks: [
    'Les soucis d’argent sont lourds à porter, et souvent en silence. Merci de me parler de {sujet}.',
    'Je sens de l’inquiétude autour de {sujet}, et je la prends au sérieux.',
    'Parler de {sujet} n’est jamais simple ; le poser ici est déjà un premier pas.',
  ],
  advice: [
    'Un geste simple peut aider : écrire noir sur blanc vos entrées et vos dépenses du mois. Ce qui est nommé fait souvent moins peur que ce qui reste flou.',
    'Ne gardez pas cela pour vous : en parler à un proche de confiance allège déjà une partie du poids.',
    'Fixez-vous un petit objectif atteignable ce mois-ci, même modeste : la sérénité revient par étapes, comme un budget se rééquilibre.',
  ],
  questions: [
    'Qu’est-ce qui vous inquiète le plus : le présent immédiat, ou ce qui pourrait arriver dans quelques mois ?',
    'Y a-t-il quelqu’un autour de vous avec qui vous pourriez en parler ouvertement ?',
    'Quel serait, pour vous, un premier petit pas réaliste cette semaine ?',
  ],
};

const AMITIE: Theme = {
  nouns: possessive('meilleure amie|meilleur ami|amie|ami|amis|amies|copains|copines|potes?|bande'),
  cues: [
    [/\b(?:amities?|ami|amie|amis|amies|potes?)\b/, 'cette amitié'],
    [/\b(?:solitude|seule?|isolee?)\b/, 'ce sentiment de solitude'],
  ],
  sujet: 'vos amitiés',
  domaine: 'dans vos amitiés',
  acks: [
    'Les amitiés comptent parfois autant que les histoires d’amour, et leurs blessures aussi. Je comprends que {sujet} vous touche.',
    'Merci de me parler de {sujet}. Nous avons tous besoin de nous sentir entourés et compris.',
    'Ce que vous dites de {sujet} montre combien vous tenez aux liens sincères.',
  ],
  advice: [
    'Si un malentendu s’est installé, un message simple et sincère peut suffire à rouvrir le dialogue : pas besoin de grand discours.',
    'Pensez aussi aux personnes qui vous font du bien sans bruit : un café, un appel, un moment partagé peuvent raviver un lien.',
    'Vous pouvez aussi ouvrir votre cercle : une activité, un atelier, une association… Les belles rencontres naissent souvent là où on ne les attend pas.',
  ],
  questions: [
    'Qui, autour de vous, vous permet d’être pleinement vous-même ?',
    'Qu’attendez-vous aujourd’hui de vos amitiés ?',
    'Quel premier pas vous semblerait le plus simple pour renouer ce lien ?',
  ],
};

const AVENIR: Theme = {
  nouns: possessive('avenir|futur|destin|destinee|chemin'),
  cues: [
    [/\b(?:avenir|futur)\b/, 'votre avenir'],
    [/\bdestin/, 'votre destin'],
    [
      /\b(?:annee prochaine|an prochain|cette annee|dans (?:un|deux|cinq|dix|\d+) ans?)\b/,
      'l’année qui vient',
    ],
    [/\b(?:predi|voyance|tirage|mes cartes|les cartes)/, 'ce que la suite vous réserve'],
    [/\bchance\b/, 'votre chance'],
  ],
  sujet: 'votre avenir',
  domaine: 'pour la suite de votre chemin',
  caution:
    'Je ne peux pas lire un avenir écrit d’avance ni vous promettre un résultat : les cartes éclairent des tendances, et c’est vous qui tenez la plume.',
  acks: [
    'Se tourner vers {sujet}, c’est souvent chercher un peu de lumière quand le présent est incertain. Je comprends cette envie.',
    'Votre question sur {sujet} me touche : elle dit à la fois de l’espoir et un peu d’appréhension.',
    'Merci de me confier vos interrogations sur {sujet}. Regardons ensemble ce qui peut vous aider à avancer.',
  ],
  advice: [
    'Un exercice simple : écrivez ce que vous aimeriez vivre dans un an, puis une seule petite action qui irait dans ce sens dès cette semaine.',
    'Plutôt que de chercher à tout savoir à l’avance, choisissez une intention pour le mois qui vient et gardez-la sous les yeux.',
    'Regardez aussi le chemin déjà parcouru : vous avez traversé bien des choses, et cette force-là vous accompagne.',
  ],
  questions: [
    'Qu’aimeriez-vous le plus voir se réaliser dans les mois qui viennent ?',
    'Qu’est-ce qui vous fait le plus peur quand vous pensez à la suite, et qu’est-ce qui vous donne de l’élan ?',
    'Si vous pouviez changer une seule chose dès maintenant, laquelle choisiriez-vous ?',
  ],
};

const CONFIANCE: Theme = {
  nouns: possessive('confiance|estime|angoisses?|anxiete|peurs?|doutes?|timidite'),
  cues: [
    [
      /\b(?:confiance en (?:moi|soi)|estime de (?:moi|soi)|nulle?|pas a la hauteur)\b/,
      'votre confiance en vous',
    ],
    [/\b(?:angoiss|anxi|panique)/, 'cette anxiété'],
    [/\bpeurs?\b/, 'ces peurs'],
    [/\bdout/, 'ces doutes'],
    [/\btimid/, 'votre timidité'],
    [/\b(?:deprim|depression|triste|tristesse|mal dans ma peau|moral a zero)/, 'cette tristesse'],
  ],
  sujet: 'votre confiance en vous',
  domaine: 'dans votre rapport à vous-même',
  caution:
    'Et si ce poids dure ou grandit, parlez-en à votre médecin ou à un psychologue : demander de l’aide est un signe de force, pas de faiblesse.',
  acks: [
    'Je vous remercie pour votre sincérité. Parler de {sujet} demande du courage, et vous l’avez eu.',
    'Je sens que {sujet} vous freine et vous fatigue. Vous êtes loin d’être la seule personne à vivre cela.',
    'Ce que vous dites de {sujet} me touche : on est souvent bien plus dur avec soi-même qu’avec les autres.',
  ],
  advice: [
    'Un petit rituel peut aider : chaque soir, notez une chose que vous avez réussie, même minuscule. La confiance se reconstruit par petites preuves.',
    'Quand l’angoisse monte, essayez de respirer lentement : inspirez sur quatre temps, expirez sur six, plusieurs fois. Le corps aide l’esprit à se poser.',
    'Parlez-vous comme vous parleriez à quelqu’un que vous aimez : avec patience et indulgence.',
  ],
  questions: [
    'Dans quelle situation vous sentez-vous le plus vous-même ?',
    'Qu’est-ce qui, récemment, vous a donné même un tout petit peu de fierté ?',
    'Quelle pensée revient le plus souvent quand le doute vous envahit ?',
  ],
};

/** Order breaks ties: the heavier subjects first. */
const THEMES: readonly Theme[] = [
  DEUIL,
  SANTE,
  AMOUR,
  FAMILLE,
  TRAVAIL,
  ARGENT,
  AMITIE,
  AVENIR,
  CONFIANCE,
];

const GENERAL: Theme = {
  nouns: /$^/, // never matches: the fallback has no nouns of its own
  cues: [],
  sujet: 'ce que vous traversez',
  domaine: 'dans votre situation',
  acks: [
    'Merci de me confier {sujet}. Je vous lis avec attention, sans jugement.',
    'Je prends le temps de bien recevoir vos mots, car chaque situation est unique.',
    'Ce que vous partagez compte, et je suis là pour l’écouter.',
  ],
  advice: [
    'Prenez un instant aujourd’hui pour vous poser au calme et écrire ce que vous ressentez, sans filtre : les mots posés sur le papier éclairent souvent la suite.',
    'Choisissez une petite chose concrète que vous pouvez faire cette semaine pour vous sentir un peu mieux, et tenez-vous-y avec douceur.',
    'N’hésitez pas à en parler aussi autour de vous, à une personne de confiance : on voit souvent plus clair à deux.',
  ],
  questions: [
    'Pouvez-vous m’en dire un peu plus sur ce que vous ressentez en ce moment ?',
    'Qu’attendez-vous le plus de notre échange aujourd’hui : une oreille attentive, ou un éclairage sur la suite ?',
    'Sur quel aspect de votre vie aimeriez-vous que nous tirions les cartes ensemble ?',
  ],
};

const CARD_INTROS = [
  'Je tire une carte pour vous : **{carte}**, {sens}.',
  'La carte qui se présente est **{carte}** : {sens}.',
  'En battant le jeu, c’est **{carte}** qui sort — {sens}.',
];
const INTERPRETATIONS = [
  '{Domaine}, elle vous invite à {conseil}.',
  'Pour {sujet}, je la lis comme un conseil : {conseil}, à votre rythme.',
  'Reliée à {sujet}, elle suggère qu’il est temps {de_conseil}.',
  '{Domaine}, son message est clair : il s’agit {de_conseil}, sans vous brusquer.',
];
const ASIDES = [
  'Je note aussi ce que vous dites de {sujet} ; nous pourrons y revenir.',
  'J’entends aussi, en filigrane, la place de {sujet}.',
];
const REMEMBERED = [
  'Je garde en tête ce que vous m’avez confié à propos de {sujet}.',
  'Je repense à ce que vous m’avez dit de {sujet}.',
];
const NO_PROMISE =
  'Je ne peux pas vous promettre ce qui arrivera : les cartes éclairent des tendances, elles ne décident pas à votre place.';

// No name here: the chat service already opens a conversation's first reply with AI_DISCLOSURE.
const WELCOMES = [
  'Cet espace est le vôtre. Je suis une intelligence artificielle inspirée de l’art des voyantes d’expérience : je vous offre le tarot, l’intuition et surtout une écoute attentive, à toute heure.',
  'Ici, vous pouvez déposer ce qui vous préoccupe. Je suis une intelligence artificielle, pas une personne réelle, mais je suis là pour vous écouter et tirer les cartes avec vous.',
];
const WELCOME_LIMITS =
  'Vous pouvez me parler librement, sans crainte d’aucun jugement. Je ne remplace ni un médecin, ni un psychologue, ni aucun autre professionnel, mais je peux vous aider à y voir plus clair.';
const WELCOME_QUESTIONS = [
  'Qu’est-ce qui vous amène aujourd’hui ?',
  'De quoi aimeriez-vous parler : d’amour, de travail, de famille, ou de tout autre chose ?',
  'Qu’est-ce qui occupe vos pensées en ce moment ?',
];
const THANKS_REPLIES = [
  'Avec plaisir. Merci à vous pour votre confiance.',
  'Je vous en prie, c’est un plaisir de vous accompagner.',
];
const THANKS_QUESTIONS = [
  'Je reste là si vous souhaitez poursuivre : y a-t-il autre chose qui vous tient à cœur ?',
  'Prenez soin de vous. Souhaitez-vous que nous regardions ensemble un autre aspect de votre vie ?',
];
const AI_OPENINGS = [
  'Je vous dois une réponse franche.',
  'C’est une question importante, et j’y réponds sans détour.',
];
const AI_NATURE = [
  'Je n’ai ni corps ni vie personnelle : je suis un programme qui s’inspire du style d’une voyante d’expérience pour vous offrir une écoute bienveillante.',
  'Je n’ai ni vécu ni présence physique ; mes réponses sont produites par un programme nourri de l’art du tarot et de l’écoute.',
];
const AI_LIMITS = [
  'Mes tirages sont une façon symbolique de réfléchir ensemble, pas une certitude, et je ne remplace ni un médecin, ni un psychologue, ni un avocat.',
  'Je peux vous écouter, tirer les cartes et vous aider à y voir plus clair, mais mes réponses restent des pistes : elles ne remplacent ni un professionnel ni vos proches.',
];
const AI_INVITATIONS = [
  'Cela dit, je suis là pour vous écouter : de quoi aimeriez-vous parler aujourd’hui ?',
  'Maintenant que c’est clair entre nous, qu’est-ce qui vous amène ?',
];

const AI_QUESTION: readonly RegExp[] = [
  /\b(?:es tu|tu es|t es|etes vous|vous etes)(?: \w+){0,3}? (?:ia|intelligence artificielle|robot|bot|chatbot|machine|programme|logiciel|ordinateur|chatgpt|humaine?|etre humain|reelle?|vraie?|vivante?|en chair et en os)\b/,
  /\bqui (?:es tu|etes vous)\b/,
  /\bje (?:parle|discute|ecris) (?:a|avec) (?:une? |un vrai |une vraie |quelqu un de )?(?:ia|robot|bot|machine|programme|humain|personne|reel)/,
  /\bc est (?:une? )?(?:ia|robot|bot|chatbot|vraie personne|humain)\b/,
  /\bare you (?:a |an )?(?:ai|bot|robot|human|real|person)\b/,
];
const GREETING = /^ *(bonjour|bonsoir|salut|coucou|hello|hey|bjr|slt)\b/;
/** Strips the greeting from a quote, in the person's own spelling. */
const GREETING_PREFIX = /^(?:bonjour|bonsoir|salut|coucou|hello|hey)(?:\s+c[ée]leste)?[\s,!.]*/i;
const THANKS = /^ *(?:merci|mille mercis|je vous remercie)\b/;
/** A question about what will happen: the reply then says it promises nothing. */
const PREDICTION =
  /\b(?:va t (?:il|elle)|vont (?:ils|elles)|vais je|serai je|aurai je|trouverai je|sera t|reviendr\w*|quand est ce|dois je|devrais je|est ce que? (?:\w+ ){0,6}(?:va|vais|vont))\b/;

type Random = () => number;

interface Message {
  original: string;
  /** Lower case, no accents, punctuation as spaces: same length as `original`, so matches map back to the person's words. */
  folded: string;
}

interface ThemeMatch {
  theme: Theme;
  score: number;
  sujet: string;
}

function readMessage(text: string): Message {
  const original = text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae');
  let folded = '';
  for (let i = 0; i < original.length; i += 1) {
    const base = original.charAt(i).toLowerCase().normalize('NFD').charAt(0);
    folded += /[a-z0-9]/.test(base) ? base : ' ';
  }
  return { original, folded };
}

/** FNV-1a: a tiny, stable hash to seed the choices from the conversation. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded PRNG, so replies never depend on Math.random. */
function mulberry32(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('persona engine: nothing to pick from');
  return item;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`persona engine: no value for {${key}}`);
    return value;
  });
}

/** "de" before an infinitive phrase, elided before a vowel. */
const withDe = (phrase: string) =>
  /^[aeiouyhéèêàâîôû]/i.test(phrase) ? `d’${phrase}` : `de ${phrase}`;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "mes parents" becomes "vos parents", keeping the person's own spelling of the noun. */
function reflect(owned: RegExpExecArray, message: Message, reflection = '{nom}'): string {
  const [, determiner = '', noun = ''] = owned;
  const start = owned.index + determiner.length + 1;
  const word = message.original.slice(start, start + noun.length).toLowerCase();
  return fill(reflection, { nom: `${determiner === 'mes' ? 'vos' : 'votre'} ${word}` });
}

function matchTheme(theme: Theme, message: Message): ThemeMatch | undefined {
  const owned = theme.nouns.exec(message.folded);
  const cues = theme.cues.filter(([pattern]) => pattern.test(message.folded));
  if (theme.grief && cues.length === 0) return undefined;
  // Naming "mon patron" or "ma femme" says more than a passing word.
  const score = ((owned ? 2 : 0) + cues.length) * (theme.grief ? 10 : 1);
  if (score === 0) return undefined;
  const sujet = owned ? reflect(owned, message, theme.reflection) : (cues[0]?.[1] ?? theme.sujet);
  return { theme, score, sujet };
}

/** Best first; the sort is stable, so THEMES order breaks ties. */
function rankThemes(message: Message): ThemeMatch[] {
  return THEMES.flatMap((theme) => matchTheme(theme, message) ?? []).sort(
    (a, b) => b.score - a.score,
  );
}

/** When the last message names no subject ("et ensuite ?"), the latest earlier one that did. */
function rememberedTheme(history: readonly ChatTurn[]): ThemeMatch | undefined {
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(0, -1)
    .reverse();
  for (const turn of earlier) {
    const [best] = rankThemes(readMessage(turn.content));
    if (best) return best;
  }
  return undefined;
}

function salutationOf(message: Message): string | undefined {
  const greeting = GREETING.exec(message.folded)?.[1];
  if (!greeting) return undefined;
  return greeting === 'bonsoir' ? 'Bonsoir' : 'Bonjour';
}

function quoteOf(message: Message): string | undefined {
  const text = message.original
    .replace(/[*_`#<>[\]|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(GREETING_PREFIX, '');
  // Long messages are reflected through their subject instead of quoted.
  if (text.length < 3 || text.length > 110) return undefined;
  const closing = /[.!?…]$/.test(text) ? '' : '.';
  return text.includes('?')
    ? `Vous me demandez : « ${text} »${closing}`
    : `Vous m’écrivez : « ${text} »${closing}`;
}

/** Another card than the one drawn just before, so a follow-up gets a new light. */
function drawCard(random: Random, previousReply: string): TarotCard {
  const start = Math.floor(random() * MAJOR_ARCANA.length);
  const order = [...MAJOR_ARCANA.slice(start), ...MAJOR_ARCANA.slice(0, start)];
  return (
    order.find((card) => !previousReply.includes(`**${card.name}**`)) ?? pick(random, MAJOR_ARCANA)
  );
}

interface ReadingContext {
  match: ThemeMatch;
  aside: ThemeMatch | undefined;
  opening: readonly string[];
  predictive: boolean;
  previousReply: string;
}

/** Acknowledgement, card and interpretation, suggestion, question: one paragraph each. */
function reading(random: Random, context: ReadingContext): string[] {
  const { theme, sujet } = context.match;
  const card = drawCard(random, context.previousReply);
  const values = {
    sujet,
    Domaine: capitalize(theme.domaine),
    carte: card.name,
    sens: card.meaning,
    conseil: card.advice,
    de_conseil: withDe(card.advice),
  };
  const welcome = [...context.opening, fill(pick(random, theme.acks), values)];
  // An aside that repeats the subject ("la perte de votre mère", "votre mère") says nothing new.
  if (context.aside && !sujet.includes(context.aside.sujet))
    welcome.push(fill(pick(random, ASIDES), { sujet: context.aside.sujet }));
  const caution = theme.caution ?? (context.predictive ? NO_PROMISE : undefined);
  return [
    welcome.join(' '),
    `${fill(pick(random, CARD_INTROS), values)} ${fill(pick(random, INTERPRETATIONS), values)}`,
    [pick(random, theme.advice), caution].filter((part) => part !== undefined).join(' '),
    pick(random, theme.questions),
  ];
}

function aiParagraphs(random: Random, salutation: string | undefined): string[] {
  const first = [pick(random, AI_OPENINGS), AI_DISCLOSURE, pick(random, AI_NATURE)];
  if (salutation) first.unshift(`${salutation} !`);
  return [first.join(' '), pick(random, AI_LIMITS)];
}

function welcomeParagraphs(random: Random, salutation: string): string[] {
  return [
    `${salutation}, et bienvenue. ${pick(random, WELCOMES)}`,
    WELCOME_LIMITS,
    pick(random, WELCOME_QUESTIONS),
  ];
}

function paragraphsFor(random: Random, message: Message, history: readonly ChatTurn[]): string[] {
  const salutation = salutationOf(message);
  const asksAboutAi = AI_QUESTION.some((pattern) => pattern.test(message.folded));
  const [primary, aside] = rankThemes(message);
  const aiAnswer = asksAboutAi ? aiParagraphs(random, salutation) : [];
  if (!primary) {
    if (asksAboutAi) return [...aiAnswer, pick(random, AI_INVITATIONS)];
    if (salutation) return welcomeParagraphs(random, salutation);
    if (THANKS.test(message.folded))
      return [pick(random, THANKS_REPLIES), pick(random, THANKS_QUESTIONS)];
  }
  const remembered = primary ? undefined : rememberedTheme(history);
  const opening = asksAboutAi
    ? []
    : [
        salutation && `${salutation} !`,
        remembered ? fill(pick(random, REMEMBERED), { sujet: remembered.sujet }) : quoteOf(message),
      ].filter((part): part is string => Boolean(part));
  const match = primary ?? remembered ?? { theme: GENERAL, score: 0, sujet: GENERAL.sujet };
  const previousReply = history.findLast((turn) => turn.role === 'assistant')?.content ?? '';
  const predictive = PREDICTION.test(message.folded);
  return [...aiAnswer, ...reading(random, { match, aside, opening, predictive, previousReply })];
}

/** The whole reply for a conversation ending with the person's message; the same conversation gives the same text. */
export function composePersonaReply(history: readonly ChatTurn[]): string {
  const random = mulberry32(
    fnv1a(history.map((turn) => `${turn.role}:${turn.content}`).join('\n')),
  );
  const message = readMessage(history.findLast((turn) => turn.role === 'user')?.content ?? '');
  return paragraphsFor(random, message, history).join('\n\n');
}

function aborted(cause?: unknown): LlmError {
  return new LlmError('aborted', 'persona engine: generation aborted', { cause });
}

async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    throw aborted(error);
  }
}

export function createPersonaEngine(options: PersonaEngineOptions = {}): LlmAdapter {
  const wordDelayMs = options.wordDelayMs ?? 0;
  return {
    name: 'moteur local de persona (hors ligne)',
    // The system prompt is for real models: this engine carries the persona in its own phrases.
    async *stream({ history, signal }) {
      const words = composePersonaReply(history).match(/\S+\s*/g) ?? [];
      for (const [index, word] of words.entries()) {
        if (signal?.aborted) throw aborted(signal.reason);
        if (wordDelayMs > 0 && index > 0) await pause(wordDelayMs, signal);
        yield word;
      }
    },
  };
}
