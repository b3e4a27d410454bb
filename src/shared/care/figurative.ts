/**
 * Figurative French, fiction and time: what the matcher checks around a
 * match. Idioms are blanked out before any rule runs, so « mort de rire »,
 * « je me tue à la tâche » or « tuer le temps » cannot feed a rule.
 */
import { rx } from './lexicon.js';

const IDIOMS = rx(
  [
    // « mort de rire », « je meurs de faim », « crever de chaud », « à mourir d’ennui »
    String.raw`\b(?:mort|morte|morts|mortes|mourir|meurs|meurt|mourais|mourrais|mourrai|mourra|mourant|crever|creve|crevee|creves|crevais|crevait|meure)(?: (?:presque|litteralement|vraiment|carrement))? (?:de|d) (?:rire|faim|soif|chaud|froid|fatigue|honte|peur|trouille|ennui|impatience|curiosite|jalousie|envie|plaisir|stress|sommeil|chaleur|rage|amour|bonheur|joie|angoisse|douleur|desir|inquietude|tristesse|chagrin)\b`,
    String.raw`\b(?:belle?|beau|bete|triste|ennuyeux|ennuyeuse|drole) a mourir\b`,
    // « je me tue à la tâche », « on s’est tués au travail »
    String.raw`\b(?:me|te|se|s|nous|vous)(?: suis| est| sommes| etes| sont)? (?:tuer|tue|tues|tuee|tuees|tuent) (?:a la tache|au travail|au boulot|a le dire|a le repeter|a vous le dire|a te le dire|a force)\b`,
    String.raw`\btuer le temps\b|\btue le game\b|\btuerie\b|\btue dans l oeuf\b`,
    String.raw`\b(?:me|se|te) (?:jeter|jete|jetee|suis jetee?) a l eau\b|\bsauter (?:le pas|de joie|au plafond)\b|\bsaute de joie\b`,
    String.raw`\b(?:noyer|noie|noyee?) (?:dans|sous) (?:le|la|un|mon|ma|les|mes) (?:travail|boulot|verre|paperasse|dossiers|taf|taches)\b`,
    // « se pendre au cou de quelqu’un »: an embrace
    String.raw`\b(?:pendre|pends|pend|pendue?|pendais|pendrais) (?:a|au) (?:son|ton|mon|leur|votre|notre|sa|ta) cou\b`,
    // « je me tue à lui répéter », « on se tue à travailler »: tiring oneself doing something
    String.raw`\b(?:me|te|se|s|nous|vous)(?: suis| est| sommes| etes| sont)? (?:tue|tues|tuee|tuees|tuent|tuons|tuez) a (?:(?:lui|leur|vous|te|le|la|les|l) )?(?!partir\b)[a-z]+(?:er|ir)\b`,
    String.raw`\bpendue? au (?:telephone|tel)\b|\b(?:tirer|tire) une balle dans (?:le|les) pied\b`,
    // « ma banquière va me pendre haut et court »: a punishment by someone else
    String.raw`\b(?:pendre|pendu|pendue|pendus|pendra|pendront) haut et court\b`,
    // « j'ai envie de me taper la tête contre les murs »: exasperation; « je me tape la tête contre les murs » stays
    String.raw`\b(?:envie|a|de quoi) (?:de |d )?(?:me|se|te|nous|vous) taper la tete contre (?:les|un|le) murs?\b`,
    String.raw`\bdisparaitre sous (?:terre|la couette|ma couette)\b|\brentrer sous terre\b|\bcrever l abces\b`,
    // « je suis suicidaire de faire ça à 47 ans », « c'est suicidaire de rouler sans casque »: reckless
    String.raw`\bsuicidaires? (?:de|d) (?!(?:nouveau|vivre|mourir)\b)[a-z]+(?:er|ir|re|oir)\b`,
  ].join('|'),
);

/** « de plus en plus », « plus que jamais » intensify; they must not read as « ne… plus ». */
const INTENSIFIERS = /\b(?:de plus en plus|plus que jamais|encore plus|toujours plus)\b/g;

/** Substrings one of which every idiom or intensifier above contains (the matcher's prefilter). */
export const IDIOM_KEYS = [
  'mort',
  'mour',
  'meur',
  'crev',
  'tue',
  'jete',
  'saut',
  'noy',
  'noie',
  'pendu',
  'pend',
  'balle',
  'disparaitre',
  'sous terre',
  'plus',
  'taper la tete',
  'suicidaire',
];

/**
 * An idiom that only forms across a break: « je veux mourir » then « de
 * honte », « j'ai envie de crever » then « de chaud ». The words before the
 * break were the start of the expression, not a wish (ADR 011, 2026-11-27).
 */
export function idiomAcross(before: string, after: string): boolean {
  const joined = `${before} ${after}`;
  IDIOMS.lastIndex = 0;
  for (const m of joined.matchAll(IDIOMS)) {
    if (m.index < before.length && m.index + m[0].length > before.length) return true;
  }
  return false;
}

export function blankIdioms(sentence: string): string {
  return sentence.replace(IDIOMS, 'idiome').replace(INTENSIFIERS, 'davantage');
}

/** Films, series, books, games, dreams, history lessons: what happens there is not the writer's life. */
const FICTION =
  /\b(?:films?|series?|episodes?|saisons?|livres?|romans?|manga|mangas|anime|bd|comics|jeux?|jeu video|gta|minecraft|fortnite|valorant|zelda|elden ring|sims|pokemon|roblox|overwatch|call of duty|apex|perso|personnages?|heros|heroine|chansons?|clip|theatre|acteur|actrice|documentaire|reportage|respawn|boss|donjons?|jdr|maitre du jeu|raid|game over|j ai reve|cauchemar|mon reve|dans mon reve|en cours d histoire|j ecris une|jeu de role)\b/;
const REAL_LIFE = /\b(?:vraie vie|pour de vrai|en vrai|irl|dans la realite|dans ma vie)\b/;

export const isFiction = (text: string): boolean => FICTION.test(text) && !REAL_LIFE.test(text);

/** Imminence that turns a stated wish or intent into an acute risk. */
const TIME =
  /(?<!\bni )\b(?:ce soir|cette nuit|demain|tout a l heure|dans (?:une|1|deux|2|quelques|\d+) (?:heures?|minutes?|min|h)|a minuit|cet apres midi|ce week end|d ici (?:ce soir|demain)|ce (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|ce sera (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))\b/;
export const hasImminence = (text: string): boolean => TIME.test(text);

/** « si je disparaissais demain… » is a hypothesis, not a date. */
export const isHypothetical = (text: string): boolean => /\bsi (?:je|j)\b/.test(text);

/**
 * Recovery told in one message: a signal in a sentence set in the past
 * (« il y a cinq ans j’ai fait une tentative », « quand j’étais ado je me
 * scarifiais », « mon médecin m’a demandé si… ») where the same message says
 * it is over (« c’est derrière moi », « j’ai arrêté », « j’ai répondu non »),
 * and nothing says it came back. Negation and someone else's words already
 * have their suppressors; this is the same idea stretched over a story.
 */
const PAST_SENTENCE =
  /\b(?:il y a (?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|quelques|plusieurs) (?:ans?|mois|annees)|quand (?:j etais|j avais|je suis)|(?:l an|l annee|l hiver|l ete|le mois) (?:dernier|derniere|passe|passee)|autrefois|avant (?:j avais|je me|j etais)|a l adolescence|(?:pendant|durant) (?:mon|mes) (?:adolescence|annees (?:lycee|fac|d etudes))|ado(?:lescente?|lescence)?\b|(?:quand|lorsque|pendant que) j etais en prison|en prison (?:j ai|j avais)\b|au lycee|au college|a \d+ ans|en (?:19|20)\d\d|a l epoque|a cette epoque|(?:l epoque|le temps|la periode|l annee) (?:ou|d avant)|(?:m a|m ont) demande(?: [a-z]+){0,3} si|m a pose la question)/;
const RECOVERED =
  /\b(?:c est (?:fini|derriere moi|du passe|loin)|(?:est|sont|c est) (?:bien |loin |maintenant |desormais |definitivement )*derriere moi|j en parle au passe|(?:j ai|jai) (?:arrete|repondu non|dit non|guerie?|remonte la pente|retrouve (?:le )?gout (?:a|de) la vie)|je n ai plus (?:du tout |jamais )?(?:eu )?(?:ces|de ces|ce genre de) (?:pensees|idees)|mais j ai tenu|la vie est belle|il y a un apres|(?:ca|tout) va (?:beaucoup |tellement |bien )?mieux|(?:je suis|je me suis) (?:sortie? de|remise? de|en paix|guerie?|fiere? de moi)|je (?:vais|me sens) (?:bien|mieux|beaucoup mieux|tres bien|vraiment bien)|je revis|je respire enfin|(?:ca|cela) fait \S+ (?:ans|jours|mois|semaines) que (?:j ai arrete|je (?:ne )?(?:me )?(?:scarifie|coupe) plus|je vais bien)|sans traitement|en paix avec|(?:mes )?cicatrices (?:ont blanchi|ne me font plus honte)|(?:ca|tout|la vie) peut (?:vraiment )?(?:aller mieux|s arranger)|aujourd hui (?:je suis|j ai) (?:mariee?|maman|papa|heureuse?|un bebe|un enfant|des enfants|un (?:travail|boulot|metier|job) que j aime)|je le raconte pour (?:dire|montrer|donner))\b/;
const RELAPSE =
  /\b(?:recommence|recommencer|rechute|(?:ca|c est|elles|ils|j y pense|je le fais|je me coupe|ca me reprend) (?:de nouveau|a nouveau)|ca revient|c est revenu|elles reviennent|ils reviennent|j y repense|j y pense encore|encore envie|depuis hier|depuis quelques jours|cette semaine|ce soir|cette nuit|mais (?:depuis|maintenant|aujourd hui (?:je|j) (?:veux|pense|ai envie)))\b/;

/** The message tells a risk that is over; `sentence` is the one the signal is in. */
export const isRecoveredPast = (sentence: string, message: string): boolean =>
  PAST_SENTENCE.test(sentence) &&
  RECOVERED.test(message) &&
  !RELAPSE.test(message) &&
  !NOT_SO.test(message);

/**
 * Someone else's presumption, rejected: « les gens croient que, parce que
 * je suis aveugle, je dois avoir envie de mourir. Quelle idée ! ». The
 * signal is in a clause governed by others' belief, and the message denies it.
 */
const PRESUMED =
  /\b(?:les gens|tout le monde|ils|elles|certains|beaucoup|ma famille|mes parents|mes proches)(?: me)? (?:croient|croit|pensent|pense|s imaginent|s imagine|imaginent|trouvent|disent|dit) (?:que|qu)\b/;
const REBUTTED =
  /\b(?:quelle idee|n importe quoi|c est faux|(?:ils|elles) se trompent|pas du tout|absolument pas|j aime (?:ma|la) vie|moi (?:je|j) (?:vis|suis heureuse?|aime la vie))\b|\bje vis(?= *(?:,|$|\|))/;

/** `before`: the sentence up to the match; `message`: the whole message. */
export const isPresumedByOthers = (before: string, message: string): boolean =>
  PRESUMED.test(before.slice(before.lastIndexOf(',') + 1)) && REBUTTED.test(message);

/**
 * A stop told in the past, right before the match: « j'ai arrêté de me
 * scarifier depuis deux ans ». « Je n'arrive pas à arrêter de me couper »
 * is a negated stop (the matcher reads it as doing it); a relapse anywhere
 * in the message (« mais j'ai recommencé ») keeps the signal.
 */
const STOPPED =
  /\b(?:j ai|j avais|je l ai) (?:(?:completement|enfin|totalement|definitivement|bien) )?(?:arrete|cesse) (?:de|d)$/;
export const isStoppedBefore = (before: string, message: string): boolean =>
  STOPPED.test(before.trimEnd()) && !RELAPSE.test(message);

/**
 * Someone else's question, answered no: « ma psy m'a demandé si j'avais des
 * idées noires » then « j'ai répondu que non », « non, franchement non »,
 * « pas du tout ». The match is inside the question; the answer is in the
 * rest of its sentence or the next one. A lie, a yes or a relapse keeps it.
 */
const ASKED =
  /\b(?:(?:m|nous) (?:a|ont|avait|avaient) (?:demande|pose la question)|ma demande|(?:me|nous) (?:demande|demandait|demandent|demandaient)|(?:voulait|voulaient|veut|veulent|voulu|voulais) savoir|(?:il|elle|on|vous) (?:m a|me) demande|vous (?:me|m) (?:demandez|demandiez|avez demande))(?: [a-z]+){0,3} (?:si|s il|s)\b/;
const ANSWERED_NO =
  /^(?:non|nan)\b|\b(?:(?:j ai|je lui ai|je leur ai|je l ai) (?:repondu|dit|assure|jure)|(?:ma|la) reponse (?:a ete|etait|c est))(?: [a-z]+){0,2} (?:que )?(?:non|pas du tout|jamais)\b|\b(?:pas du tout|jamais de la vie|absolument pas|franchement non|bien sur que non)(?= *(?:$|,|\|))/;
const NOT_SO =
  /(?<!\bpas )\b(?:menti|mentir|mens)\b|\b(?:c est faux|c etait faux|pas (?:ose|dit|avoue) la verite|n ai pas ose|en vrai (?:si|oui)|j ai (?:dit|repondu) oui|j ai avoue|mais (?:si|oui))\b/;

/**
 * An echo question answered at once: « Me faire du mal ? Jamais de la vie. »
 * The match opens its sentence (the « ? » split it off) and a strong denial
 * follows; a bare « non » is not enough there (« Envie de mourir. Non, je
 * ne rigole pas. »).
 */
const ECHO = /^(?:(?:et|mais|moi|alors|hein|quoi|,) ?)*$/;
const STRONG_NO =
  /^(?:non (?:, )?)?(?:jamais de la vie|pas du tout|absolument pas|certainement pas|bien sur que non|surement pas|jamais , non|non , jamais|pas question)(?= *(?:$|,|\|))/;

/** A return after the answer: « mais depuis hier j'y pense », « c'est revenu ». */
const ASKED_AGAIN =
  /\b(?:recommence|rechute|ca revient|c est revenu|encore envie|mais (?:depuis|maintenant|en fait|en vrai|aujourd hui))\b/;

/** `before`: the sentence up to the match; `after`: its rest; `next`: the following sentence. */
export const isAskedAndDenied = (
  before: string,
  after: string,
  next: string,
  message: string,
): boolean => {
  const rest = after.replace(/^[ ,]+/, '');
  const answered = ASKED.test(before)
    ? ANSWERED_NO.test(rest) || ANSWERED_NO.test(next)
    : ECHO.test(before.trim()) && (STRONG_NO.test(rest) || STRONG_NO.test(next));
  return answered && !NOT_SO.test(message) && !ASKED_AGAIN.test(message);
};
/**
 * A denial the model must not read as its words: « je ne compte pas partir
 * de sitôt », « je n'ai aucune intention de mourir », « pas question de
 * partir maintenant », « jamais de la vie ». The negation is « pas »,
 * « jamais » or « plus jamais », never a bare « plus » (« je ne veux plus
 * vivre » is a wish); a « mais », « sans » or « avant » after it reopens the
 * sentence (« je ne partirai pas sans dire au revoir »). Only sentences where
 * no rule fired for the writer are left out (matcher.ts).
 */
const DENIED_ACT = String.raw`(?:partir|mourir|m en aller|y passer|passer l arme a gauche|casser ma pipe|claquer|me tuer|me suicider|en finir|disparaitre|faire (?:une|de|des) (?:betises?|conneries?)|me faire du mal|recommencer|refaire (?:une|de) (?:tentative|ts)|quitter ce monde)`;
/** Words between the negation and the act: never a new subject, « si » or « que » (« je ne sais pas si je veux… »). */
const BETWEEN = String.raw`(?: (?!(?:je|j|tu|il|elle|on|si|que|qu|comment|pourquoi|mais)\b)[a-z]+){0,4}`;
const DENIAL = new RegExp(
  [
    String.raw`\b(?:je|j) (?:ne|n) (?:compte|comptais|vais|pense|veux|voulais|suis|ai|avais|souhaite|prevois|risque)${BETWEEN} (?:pas|jamais|nullement|aucunement)${BETWEEN} ${DENIED_ACT}\b`,
    String.raw`\b(?:je|j) (?:ne|n) (?:me )?(?:partirai|mourrai|recommencerai|tuerai|suiciderai|referai) (?:pas|jamais|plus jamais)\b`,
    String.raw`\b(?:pas question|aucune (?:intention|envie)|pas l intention|loin de moi l idee) (?:de|d) ${DENIED_ACT}\b`,
    String.raw`\b(?:plus )?jamais(?: ,)? (?:je|j) (?:ne|n) (?:me )?(?:referai|recommencerai|partirai|tenterai|retenterai)\b`,
    String.raw`\bpas de sitot\b|\bjamais de la vie\b`,
  ].join('|'),
);
const REOPENS = /\b(?:mais|sans|avant|sauf|pourtant|seulement|tant que|tant qu)\b/;

export function isDenial(sentence: string): boolean {
  const m = DENIAL.exec(sentence);
  return m !== null && !REOPENS.test(sentence.slice(m.index + m[0].length));
}

/**
 * A relative's sports hyperbole: « mon fils annonce qu'il va se pendre à
 * chaque fois que son équipe perd ». Someone else's words only, and only
 * when the message ties them, as a habit, to a match or a team; the same
 * threat after every quarrel is still worry.
 */
const SPORT =
  /\b(?:(?:son|sa|leur|mon|notre) (?:equipe|club)|match|matchs|defaite|penalty|supporters?|ligue|championnat|coupe du monde|l om|le psg)\b/;
const HABIT =
  /\b(?:a chaque (?:fois|defaite|match|but)|chaque fois (?:que|qu)|des que (?:son|leur) (?:equipe|club)|quand (?:son|leur) (?:equipe|club)|toujours|repete)\b/;
export const isSportsHyperbole = (message: string): boolean =>
  SPORT.test(message) && HABIT.test(message);
