/**
 * Farewells and putting affairs in order, and the cues of readiness, of a
 * decided act and of a place that turn another signal acute.
 */
import { END, gap, rx } from './lexicon.js';
import { cue, type Rule, signal } from './rule.js';
import type { SignalFamily } from './types.js';

const soft = (
  id: string,
  family: SignalFamily,
  source: string,
  keys: string[],
  extra: Partial<Rule> = {},
): Rule => ({
  id,
  re: rx(source),
  keys,
  effect: signal(family, 'soft'),
  ...extra,
});
const weak = (
  id: string,
  family: SignalFamily,
  source: string,
  keys: string[],
  extra: Partial<Rule> = {},
): Rule => ({
  id,
  re: rx(source),
  keys,
  effect: signal(family, 'weak'),
  ...extra,
});

export const FAREWELL_RULES: readonly Rule[] = [
  {
    id: 'farewell_letter_written',
    re: rx(
      String.raw`\b(?:ecrit|prepare|redige|laisse|termine|fini)${gap(2)} (?:ma|mes|une|des) (?:lettres?|mots?) d adieu\b|\b(?:ecrit|prepare|laisse)${gap(2)} (?:des|une|mes|ma) (?:lettres?|mots?)(?: [a-z0-9,]+){0,7} (?:pour apres${END}|quand je (?:ne )?serai|apres ma mort|pour quand je)`,
    ),
    keys: ['adieu', 'pour apres', 'quand je', 'quand j', 'ma mort', 'pour quand'],
    effect: signal('farewell', 'acute', { also: 'means_preparation' }),
    forbid: /\b(?:enterrement|obseques|funerailles|ceremonie|eloge)\b/,
    checkPerson: true,
    other: true,
  },
  soft('farewell_letter', 'farewell', String.raw`\b(?:lettres?|mots?) d adieu\b`, ['adieu'], {
    forbid: /\b(?:enterrement|obseques|funerailles|ceremonie|eloge|lui ai ecrit)\b/,
    checkPerson: true,
    other: true,
  }),
  soft(
    'goodbye',
    'farewell',
    String.raw`(?:^|\| )adieu(?= *(?:$|\||,|tout le monde|a tous|a toutes|a vous|merci|celeste|pour toujours|mes amis))|\b(?:vous|te|t|vous dire|te dire|dire) adieu(?= *(?:$|\||,|merci|a tous|a tout le monde))|\b(?:c est|ceci est) (?:un|mon) adieu\b|\badieu (?:tout le monde|a tous|a toutes|les amis|a vous)\b`,
    ['adieu'],
  ),
  soft(
    'last_message',
    'farewell',
    String.raw`\b(?:c est|ce sera|ceci est) (?:mon|le) dernier message\b(?! (?:gratuit|offert|du mois|de la journee|d aujourd hui|avant|pour (?:aujourd hui|ce soir|ce mois)|de mon forfait|du forfait|je crois|car|parce))|\bla derniere fois que (?:je|j) (?:t|vous|te) (?:ecris|parle)\b`,
    ['dernier message', 'derniere fois'],
  ),
  soft(
    'tell_them_i_love_them',
    'farewell',
    String.raw`\b(?:dites|dis|dite)(?: lui| leur)?(?: a (?:ma|mon|mes) \w+(?: \w+)?)? que (?:je|j) (?:l|les|la|le|vous|t) ?(?:aime|aimais|aimerai toujours)\b|\bprends soin (?:de (?:ma|mon|mes) \w+|d eux|d elle|de lui) pour moi\b`,
    ['aime', 'soin'],
  ),
  soft(
    'when_im_gone',
    'farewell',
    String.raw`\bquand (?:je|j) (?:ne |n )?(?:serai|serais) (?:plus la|partie?|morte?|plus de ce monde|plus en vie)\b(?! (?:en|a|au|aux|pour|de|chez|loin|travailler|vivre|demenager|dans))`,
    ['quand je', 'quand j'],
  ),
  weak(
    'last_words',
    'farewell',
    String.raw`\b(?:parler|voir|entendre|dire|ecrire|parle|vois)(?: [a-z]+){0,3} une (?:derniere|ultime) fois\b|\b(?:leur|lui|vous|te) dire que je (?:les|l|vous|t) aime\b`,
    ['derniere fois', 'ultime fois', 'je les aime', 'je l aime', 'je vous aime', 'je t aime'],
  ),
  weak(
    'thanks_for_everything',
    'farewell',
    String.raw`\bmerci pour tout\b|\bprenez soin (?:de (?:ma|mon|mes) \w+|d eux|d elle|de lui|de vous)\b`,
    ['merci pour tout', 'prenez soin'],
  ),
  {
    id: 'affairs_in_order',
    re: rx(
      String.raw`\b(?:mis|mettre|regle|range|ranger|regler)(?: \w+){0,2} (?:mes affaires|mes papiers|tout) en ordre\b|\bregle mes affaires\b|\bmis de l ordre dans mes affaires\b|\brange (?:toutes )?mes affaires\b|\brange (?:mon appartement|ma chambre|mon appart)\b`,
    ),
    keys: ['en ordre', 'mes affaires', 'l ordre', 'mon appart', 'ma chambre'],
    effect: cue('ready'),
  },
  {
    id: 'gave_things_away',
    re: rx(
      String.raw`\b(?:donne|confie|offert)${gap(2)} (?:mon|ma|mes) (?:chat|chien|chats|chiens|animaux|lapin|perroquet|affaires|bijoux|vetements)\b|\becrit a (?:chacun|tout le monde|tous|ma soeur|mon frere|ma mere|mon pere)\b`,
    ),
    keys: ['donne', 'confie', 'offert', 'ecrit a'],
    effect: cue('ready'),
  },
  {
    id: 'all_is_ready',
    re: rx(
      String.raw`\b(?:tout est pret|je suis prete?|j ai tout prevu|j ai tout prepare|j ai tout regle|tout est prepare|j ai tout organise|tout est organise|tout est en place)(?= *(?:$|\||,|mdr|je|pour moi|maintenant))`,
    ),
    keys: ['pret', 'prevu', 'prepare', 'regle', 'organise', 'en place'],
    effect: cue('ready'),
  },
  {
    id: 'decided_act',
    re: rx(
      String.raw`\bje vais le faire\b|\bje le ferai\b|\bje le fais (?:ce soir|cette nuit|demain|maintenant)\b|(?<!\best ce que )\bc est (?:decide|le (?:bon )?moment|l heure|maintenant ou jamais)\b(?! (?:de|d|pour|ou|que))|\bma decision est prise\b|\bj ai pris ma decision\b|\bil est temps${END}|\b(?:personne|rien) ne (?:peut|pourra|va) m (?:arreter|en empecher)\b|\brien ne m arretera\b|\bj ai choisi (?:la|le) (?:date|jour|moment|endroit)\b|\bc est pour (?:ce soir|cette nuit|demain|bientot|aujourd hui|tout a l heure)\b|\b(?:ce soir|cette nuit|demain) (?:c est|ce sera|tout sera) (?:fini|termine|la fin)\b(?! (?:entre|avec|les|la|le|pour (?:les|la|le)))|\b(?:c est|ce sera|tout sera) (?:fini|termine) pour moi\b`,
    ),
    keys: [
      'le faire',
      'le ferai',
      'le fais',
      'c est decide',
      'c est le',
      'c est l heure',
      'c est maintenant',
      'c est pour',
      'decision',
      'il est temps',
      'arret',
      'empecher',
      'choisi',
      'fini',
      'termine',
      'la fin',
    ],
    effect: cue('intent'),
  },
  {
    id: 'over_the_edge',
    re: rx(
      String.raw`\bje suis (?:au bord|sur le bord|sur le rebord|de l autre cote de la rambarde|penchee?) (?:du|de la|d un|d une|de mon|de ma) (?:pont|toit|balcon|falaise|quai|fenetre|precipice|vide|viaduc|parapet)\b`,
    ),
    keys: ['bord', 'rambarde', 'penche'],
    effect: signal('means_preparation', 'acute'),
    forbid:
      /\b(?:vue|photos?|magnifique|balade|randonnee|rando|vacances|pique nique|coucher de soleil|beau|belle|touristes?|visite)\b/,
  },
  {
    id: 'at_the_edge',
    re: rx(
      String.raw`\bje suis (?:sur|au bord|en haut|sur le bord)(?: (?:du|de la|d un|d une|de mon|de ma|le|la|les))? (?:pont|toit|balcon|falaise|rails|voies|voie ferree|quai|parapet|rebord|fenetre|precipice|vide|viaduc)\b(?! (?:du bateau|du navire|d un bateau|de la piscine))`,
    ),
    keys: ['je suis sur', 'je suis au bord', 'je suis en haut'],
    effect: cue('place'),
  },
  // Means put aside for later: « j'ai mis de côté des produits du service pour le jour où je n'en pourrai plus ».
  soft(
    'kept_for_the_day',
    'means_preparation',
    String.raw`\bpour (?:le jour|le moment|le soir) ou (?:je|j) (?:n en pourrai plus|ne pourrai plus|craquerai|ne tiendrai plus|ne supporterai plus|voudrai en finir|aurai besoin d en finir)\b`,
    ['pour le jour', 'pour le moment', 'pour le soir'],
    {
      needs:
        /\b(?:mis de cote|garde|gardee?s?|stocke|planque|cache|ramene|pris|pique|accumule)\b(?: [a-z]+){0,6} (?:des |les |mes |du |de la )?(?:produits?|medicaments?|medocs?|cachets?|comprimes?|ampoules?|seringues?|flacons?|morphine|insuline|potassium|somniferes?|boites?)\b/,
    },
  ),
  // « ça fait une demi-heure que je regarde en bas » from a roof: the time spent looking down.
  weak(
    'looking_down',
    'intent_plan',
    String.raw`\b(?:ca fait|depuis)(?: [a-z0-9]+){0,4} (?:que |qu )?(?:je|j) (?:regarde|fixe|contemple) (?:en bas|le vide|l eau|les rails|les voies|la route en bas)\b`,
    ['en bas', 'le vide', 'l eau', 'les rails', 'les voies'],
  ),
];
